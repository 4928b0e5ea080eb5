/**
 * Waits for calls already on their way to be answered, but not longer than `limitMs`. A sign-out
 * waits so before the server revokes the token: a call sent with it and answered after the revoke
 * would come back 401, an error in the browser's log for something nobody did wrong.
 */
export async function callsSettled(
  calls: readonly PromiseLike<unknown>[],
  limitMs = 3000,
): Promise<void> {
  if (calls.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled(calls),
    new Promise((resolve) => {
      timer = setTimeout(resolve, limitMs);
    }),
  ]);
  clearTimeout(timer);
}
