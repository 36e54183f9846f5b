/** A stored file the viewer shows: its bytes are fetched once it opens. */
export interface ViewedFile {
  name: string;
  contentType: string;
  load(signal: AbortSignal): Promise<Blob>;
}
