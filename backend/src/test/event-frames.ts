/** The frames of an event stream, one at a time. */
export function eventFrames(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  return {
    async next(): Promise<string> {
      while (!buffered.includes("\n\n")) {
        const { done, value } = await reader.read();
        if (done) throw new Error(`stream ended after ${JSON.stringify(buffered)}`);
        buffered += decoder.decode(value, { stream: true });
      }
      const end = buffered.indexOf("\n\n") + 2;
      const frame = buffered.slice(0, end);
      buffered = buffered.slice(end);
      return frame;
    },
    cancel: () => reader.cancel(),
  };
}
