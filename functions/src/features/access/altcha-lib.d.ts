// The functions resolve packages the Node 10 way, which ignores package.json "exports"; altcha-lib
// declares its types only there. These point the two entry points we use at the files the exports
// name (at run time Node follows the exports itself).
declare module 'altcha-lib' {
  export * from 'altcha-lib/dist/esm/v2/index';
}
declare module 'altcha-lib/algorithms/pbkdf2' {
  export * from 'altcha-lib/dist/esm/v2/algorithms/pbkdf2';
}
