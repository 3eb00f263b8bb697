/**
 * A second, independent referee for well-formedness: Python's expat (the
 * parser Debian's python3 ships), run once over a batch of documents. It
 * checks the XML `Char` production on the UTF-8 bytes, so a control character
 * or U+FFFE/U+FFFF in a picture is refused. (Node's UTF-8 encoder turns a lone
 * surrogate into U+FFFD before expat sees it: `firstNonXmlChar` in xml.ts
 * covers that case on the JavaScript string.)
 */
import { spawnSync } from 'node:child_process';

const SCRIPT = `
import sys, struct, json, xml.parsers.expat
data = sys.stdin.buffer.read()
out, i = [], 0
while i < len(data):
    (n,) = struct.unpack('>I', data[i:i + 4]); i += 4
    doc = data[i:i + n]; i += n
    p = xml.parsers.expat.ParserCreate()
    try:
        p.Parse(doc, True); out.append(None)
    except xml.parsers.expat.ExpatError as e:
        out.append(str(e))
print(json.dumps(out))
`;

/** Whether python3 with expat can be run here (CI machines and this one have it). */
export function expatAvailable(): boolean {
  return spawnSync('python3', ['-c', 'import xml.parsers.expat'], { encoding: 'utf8' }).status === 0;
}

/** Parses each document with expat; returns, per document, `null` or expat's error message. */
export function expatErrors(documents: readonly string[]): (string | null)[] {
  const parts: Buffer[] = [];
  for (const doc of documents) {
    const bytes = Buffer.from(doc, 'utf8');
    const head = Buffer.alloc(4);
    head.writeUInt32BE(bytes.length);
    parts.push(head, bytes);
  }
  const run = spawnSync('python3', ['-c', SCRIPT], { input: Buffer.concat(parts), maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`python3 expat failed: ${run.stderr.toString()}`);
  return JSON.parse(run.stdout.toString()) as (string | null)[];
}
