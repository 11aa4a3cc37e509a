import { describe, expect, it } from 'vitest';
import { rubricEcho } from './rubric-echo';

const rubric = [
  'A process has its own address space; threads of one process share its memory',
  'Creating and context-switching threads costs less than processes',
  'Uses consistent hashing',
];

describe('rubricEcho', () => {
  it('flags a point whose wording the answer pastes, quoting the exact passage', () => {
    const transcript =
      'Well. a process has its own ADDRESS space, threads of one process share its memory! That is it.';
    const echoed = rubricEcho(transcript, rubric);
    expect(echoed.map((e) => e.point)).toEqual([rubric[0]]);
    const { quote } = echoed[0];
    expect(transcript.slice(quote.start, quote.end)).toBe(quote.text);
    expect(quote.text).toBe(
      'a process has its own ADDRESS space, threads of one process share its memory',
    );
  });

  it('flags 8 consecutive words of a long point, not 7', () => {
    const eight = 'So a process has its own address space. Threads, I think.';
    const seven = 'So a process has its own address space, I think.';
    expect(rubricEcho(eight, rubric).map((e) => e.point)).toEqual([rubric[0]]);
    expect(rubricEcho(seven, rubric)).toEqual([]);
  });

  it('flags a point of 6 or 7 words only when all of it is repeated', () => {
    const whole = 'Creating and context switching threads costs less than processes.';
    expect(rubricEcho(whole, rubric).map((e) => e.point)).toEqual([rubric[1]]);
    const most = 'Creating and context switching threads is cheap.';
    expect(rubricEcho(most, rubric)).toEqual([]);
  });

  it('never flags a short point said verbatim, nor an answer in its own words', () => {
    expect(rubricEcho('The ring uses consistent hashing so keys move little.', rubric)).toEqual([]);
    const ownWords =
      'Each process gets a separate memory space from the OS, while the threads inside one process ' +
      'all see the same heap, so they talk cheaply but need locks. Spinning up a thread and ' +
      'switching between threads is cheaper than doing that for processes.';
    expect(rubricEcho(ownWords, rubric)).toEqual([]);
  });
});
