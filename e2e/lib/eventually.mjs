// Retries a check against the read side until it passes: a read model follows the writes in its
// own time, so a test reads again instead of waiting a fixed while.

/** Retries `check` (an assertion over a fresh read) every 100 ms until it passes or `ms` runs out. */
export async function eventually(check, ms = 5000) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (e) {
      if (Date.now() > deadline) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
