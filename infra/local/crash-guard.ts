import { describeError } from "./describe-error";

let installed = 0;
let uninstall: (() => void) | undefined;

/**
 * Last resort for the local stack: an error nobody awaited (a handler's stray promise, a library's worker failing
 * on a corrupt file) is logged instead of ending the process, as one Lambda's failure never stops the others.
 * Only the error's type and place are logged (describeError), never its message. Counted, so several gateways
 * in one process (tests) share one pair of listeners; the returned function removes them with the last one.
 */
export function installCrashGuard(log: (line: string) => void): () => void {
  if (installed++ === 0) {
    const onRejection = (reason: unknown) => log(`[gateway] unhandled rejection: ${describeError(reason)}`);
    const onException = (error: unknown) => log(`[gateway] uncaught exception: ${describeError(error)}`);
    process.on("unhandledRejection", onRejection);
    process.on("uncaughtException", onException);
    uninstall = () => {
      process.off("unhandledRejection", onRejection);
      process.off("uncaughtException", onException);
    };
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--installed === 0) uninstall?.();
  };
}
