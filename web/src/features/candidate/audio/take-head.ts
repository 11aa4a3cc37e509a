import { mimeParts, startsContainer } from '@shared/media-container';

/**
 * A take's data in the order recorded, its first piece held until it starts the file whole.
 * Chromium's recorder can hand over its first data cut inside the file's header (a single byte has
 * been seen under load), and the server refuses a take whose first chunk does not start its
 * container, and with it the rest of the take: the first pieces are joined until they do. Pieces
 * are handled one at a time, so their order is kept while the head is read.
 */
export class TakeHead {
  private held: Blob[] | null = [];
  private last: Promise<void> = Promise.resolve();

  constructor(
    private readonly mimeType: string,
    private readonly emit: (data: Blob) => void,
  ) {}

  add(data: Blob) {
    this.last = this.last.then(() => this.take(data));
  }

  /** The recording ended: what is still held goes as it is (the server says if it is no file). */
  async end() {
    await this.last;
    const held = this.held;
    this.held = null;
    if (held?.length) this.emit(new Blob(held, { type: this.mimeType }));
  }

  private async take(data: Blob) {
    if (!this.held) return this.emit(data);
    this.held.push(data);
    const head = new Blob(this.held, { type: this.mimeType });
    const bytes = new Uint8Array(await head.arrayBuffer());
    if (!startsContainer(bytes, mimeParts(this.mimeType).container)) return;
    this.held = null;
    this.emit(head);
  }
}
