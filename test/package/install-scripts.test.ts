import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// npm 11.16+ warns on `npm ci` about every dependency whose install script package.json's
// `allowScripts` does not cover (and npm 12 will refuse to run them).
describe('every dependency with an install script is reviewed in allowScripts', () => {
  it('package-lock.json packages with hasInstallScript are each named in package.json allowScripts', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { allowScripts?: Record<string, boolean> };
    const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as { packages: Record<string, { hasInstallScript?: boolean }> };
    const withScripts = Object.entries(lock.packages).filter(([, p]) => p.hasInstallScript).map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 13));
    expect(withScripts.length).toBeGreaterThan(0); // esbuild's postinstall, through tsup
    expect(withScripts.filter((name) => typeof pkg.allowScripts?.[name] !== 'boolean')).toEqual([]);
  });
});
