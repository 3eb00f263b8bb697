/** The error code a call throws: its `code`, `uncoded …` for an error without one, `no error` when it returns. */
export function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    return typeof (e as { code?: unknown }).code === 'string' ? (e as { code: string }).code : `uncoded ${String(e)}`;
  }
  return 'no error';
}
