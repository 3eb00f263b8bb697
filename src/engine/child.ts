/**
 * A native engine as a child process that talks in lines: start it, write a line, wait for the line
 * that answers, end it. Every failure (could not start, died, line too long, no answer in time)
 * becomes a coded error on the waiting call — never a hang, never an unhandled rejection — and no
 * child outlives the caller's process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import process from 'node:process';
import { BoardwrightError, excerpt } from '../core/errors.js';

/** Longest line an engine may write; a longer one means it is not talking the protocol (and would fill memory). */
export const MAX_LINE = 1_000_000;
/** Lines of the engine's stderr kept for the message when it dies. */
const STDERR_LINES = 5;

/** What waits for an answer: sees every line until it says it is done. */
interface Waiter {
  /** True when this line ends the wait. */
  readonly onLine: (line: string) => boolean;
  readonly resolve: () => void;
  readonly reject: (error: BoardwrightError) => void;
  readonly timer: ReturnType<typeof setTimeout> | undefined;
}

/** How the child was started. */
export interface ChildOptions {
  readonly args: readonly string[];
  readonly cwd: string | undefined;
  readonly env: Readonly<Record<string, string | undefined>> | undefined;
}

// Every live child, ended when the caller's process exits (see hookExit).
const live = new Set<ChildProcess>();
let hooked = false;

function killAll(): void {
  for (const child of live) child.kill('SIGKILL');
  live.clear();
}

/**
 * Ends the children with the caller's process: on `exit` (a normal end, `process.exit`) and on the
 * signals that end a process by default. A signal handler is only added where the process has none
 * of its own, and it re-raises the signal, so the caller's process still ends as it would have.
 */
function hookExit(): void {
  if (hooked) return;
  hooked = true;
  process.on('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    if (process.listenerCount(signal) > 0) continue;
    const onSignal = (): void => {
      killAll();
      // With no other handler left, the default action (ending the process) takes over again.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    };
    process.once(signal, onSignal);
  }
}

/** A running engine process, line in, line out. */
export class EngineChild {
  private readonly child: ChildProcess;
  private waiter: Waiter | undefined;
  private buffer = '';
  private readonly stderr: string[] = [];
  /** Set once the process is gone (or failed to start): every wait after it fails with this. */
  private failure: BoardwrightError | undefined;
  private readonly exited: Promise<void>;
  /** Lines seen since the last wait began that no waiter took (shown when a wait times out). */
  private unanswered: string[] = [];

  constructor(
    readonly command: string,
    options: ChildOptions,
    /** Name for messages (the engine's `id name` once known). */
    public label: string,
  ) {
    hookExit();
    const env = options.env === undefined ? undefined : { ...options.env };
    this.child = spawn(command, [...options.args], { cwd: options.cwd, env, stdio: ['pipe', 'pipe', 'pipe'], windowsHide: true });
    live.add(this.child);
    // An idle engine does not keep the caller's process alive; a waiting call's timer does.
    this.child.unref();
    for (const stream of [this.child.stdin, this.child.stdout, this.child.stderr]) (stream as unknown as { unref?: () => void } | null)?.unref?.();
    this.child.stdout?.setEncoding('utf8');
    this.child.stderr?.setEncoding('utf8');
    this.child.stdout?.on('data', (chunk: string) => this.onData(chunk));
    this.child.stderr?.on('data', (chunk: string) => {
      this.stderr.push(...chunk.split(/\r?\n/).filter((l) => l !== ''));
      this.stderr.splice(0, Math.max(0, this.stderr.length - STDERR_LINES));
    });
    // A write to a dead engine (EPIPE) is reported by the exit; the stream error itself is expected.
    this.child.stdin?.on('error', () => undefined);
    this.exited = new Promise((resolve) => {
      this.child.once('error', (error: NodeJS.ErrnoException) => {
        live.delete(this.child);
        this.fail(new BoardwrightError('ENGINE_FAILED', `could not start the engine ${excerpt(command, 80)}: ${error.message}`, { command, cause: error.code }));
        resolve();
      });
      this.child.once('exit', (code, signal) => {
        live.delete(this.child);
        const why = signal === null ? `exit code ${code}` : `signal ${signal}`;
        const said = this.stderr.length ? `; its last error output: ${this.stderr.map((l) => excerpt(l, 120)).join(' | ')}` : '';
        this.fail(new BoardwrightError('ENGINE_FAILED', `the engine ${this.label} ended (${why})${said}`, { command, code, signal, stderr: [...this.stderr] }));
        resolve();
      });
    });
  }

  /** True once the process has ended or could not start. */
  get dead(): boolean {
    return this.failure !== undefined;
  }

  /** The process id (undefined if it could not start). */
  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Writes one line (a command). Throws `ENGINE_FAILED` when the engine is gone. */
  write(line: string): void {
    if (this.failure) throw this.failure;
    this.child.stdin?.write(`${line}\n`);
  }

  /**
   * Waits until `onLine` accepts a line, for at most `timeoutMs` (Infinity: no limit, for a search
   * the caller stops). On time-out the engine is killed (it can no longer be trusted to be in step)
   * and the wait fails with `ENGINE_TIMEOUT`; if the engine dies, with `ENGINE_FAILED`.
   */
  wait(onLine: (line: string) => boolean, timeoutMs: number, what: string): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.waiter) return Promise.reject(new BoardwrightError('ENGINE_FAILED', `the engine ${this.label} is already busy (${what})`));
    this.unanswered = [];
    return new Promise<void>((resolve, reject) => {
      const timer = Number.isFinite(timeoutMs)
        ? setTimeout(() => {
            const seen = this.unanswered.length ? `; it wrote instead: ${this.unanswered.slice(-3).map((l) => excerpt(l, 80)).join(' | ')}` : '';
            const error = new BoardwrightError('ENGINE_TIMEOUT', `the engine ${this.label} did not answer ${what} within ${timeoutMs} ms${seen}`, { waitedMs: timeoutMs, lines: this.unanswered.slice(-3) });
            this.settle()?.reject(error);
            this.kill();
          }, timeoutMs)
        : undefined;
      this.waiter = { onLine, resolve, reject, timer };
    });
  }

  /** Kills the process at once. */
  kill(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }

  /** Resolves when the process has ended, or after `ms` (then false). */
  async ended(ms: number): Promise<boolean> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    });
    const done = await Promise.race([this.exited.then(() => true), late]);
    clearTimeout(timer);
    return done;
  }

  private settle(): Waiter | undefined {
    const w = this.waiter;
    this.waiter = undefined;
    if (w?.timer !== undefined) clearTimeout(w.timer);
    return w;
  }

  private fail(error: BoardwrightError): void {
    if (this.failure) return;
    this.failure = error;
    this.settle()?.reject(error);
  }

  private onData(chunk: string): void {
    this.buffer += chunk;
    let start = 0;
    for (let nl = this.buffer.indexOf('\n'); nl >= 0; nl = this.buffer.indexOf('\n', start)) {
      const line = this.buffer.slice(start, nl).replace(/\r$/, '');
      start = nl + 1;
      this.onLine(line);
    }
    this.buffer = this.buffer.slice(start);
    if (this.buffer.length > MAX_LINE) {
      this.fail(new BoardwrightError('ENGINE_FAILED', `the engine ${this.label} wrote a line longer than ${MAX_LINE} characters: ${excerpt(this.buffer, 60)}`));
      this.buffer = '';
      this.kill();
    }
  }

  private onLine(line: string): void {
    const w = this.waiter;
    if (!w) return; // nothing asked: a late `info` line, or chatter between commands
    let done: boolean;
    try {
      done = w.onLine(line);
    } catch (error) {
      this.settle();
      w.reject(error as BoardwrightError);
      return;
    }
    if (done) {
      this.settle();
      w.resolve();
    } else if (this.unanswered.push(line) > 10) this.unanswered.shift();
  }
}
