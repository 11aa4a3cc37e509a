/** One byte range, inclusive. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The Range header for a body of `size` bytes (RFC 9110 §14): undefined → serve the whole body
 * (no header, another unit, or several ranges, which we answer in full); 'unsatisfiable' → 416
 * (a malformed bytes range or one outside the body). An open-ended range (`bytes=N-`) is answered
 * with at most `maxOpenEnded` bytes: a media player asks for the rest as it needs it.
 */
export function parseRange(
  header: string | undefined,
  size: number,
  maxOpenEnded = Infinity,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!match) return undefined;
  const specs = match[1].split(',');
  if (specs.length > 1) return undefined;
  const spec = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(specs[0]);
  if (!spec || (spec[1] === '' && spec[2] === '')) return 'unsatisfiable';
  if (spec[1] === '') {
    const suffix = Number(spec[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(spec[1]);
  const end =
    spec[2] === ''
      ? Math.min(size - 1, start + maxOpenEnded - 1)
      : Math.min(Number(spec[2]), size - 1);
  if (start >= size || start > end || !Number.isSafeInteger(start)) return 'unsatisfiable';
  return { start, end };
}
