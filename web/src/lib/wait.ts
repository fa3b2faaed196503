// Polls a condition: SPEC §4 waits up to 100 polls at 10 ms for login data.
export async function waitFor(check: () => boolean, tries = 100, intervalMs = 10): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  return check();
}
