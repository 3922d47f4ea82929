/**
 * For tests: a reply body that fails as it is read, as a browser's does when the reply is cut off
 * after its headers (the page being left, the network gone).
 */
export const cutOffBody = (): ReadableStream<Uint8Array> =>
  new ReadableStream({ pull: (stream) => stream.error(new TypeError('network error')) });
