/**
 * Asks a Node process, through the inspector it opened (`--inspect`), for a full garbage collection
 * (`HeapProfiler.collectGarbage`), and resolves once it is done. V8 then also hands the pages it kept for its next
 * allocations back to the system, so the process's resident memory is what it still holds, not garbage waiting for
 * the next collection.
 */
export async function collectGarbageThroughInspector(inspectorUrl: string): Promise<void> {
  const socket = new WebSocket(inspectorUrl);
  try {
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve(), { once: true });
      socket.addEventListener('error', () => reject(new Error(`no inspector answers at ${inspectorUrl}`)), {
        once: true,
      });
    });
    const collected = new Promise<void>((resolve, reject) => {
      socket.addEventListener('message', (event) => {
        const answer = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
        if (answer.id !== 1) return;
        if (answer.error) reject(new Error(`HeapProfiler.collectGarbage failed: ${answer.error.message}`));
        else resolve();
      });
      socket.addEventListener('close', () => reject(new Error('the inspector closed before the collection ended')));
    });
    socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
    await collected;
  } finally {
    socket.close();
  }
}
