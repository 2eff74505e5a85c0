// Preloaded by check-boundaries.mjs: swc parses .tsx files with JSX enabled.
import { createRequire } from 'node:module';

const swc = createRequire(import.meta.url)('@swc/core');
const parseFileSync = swc.parseFileSync;
swc.parseFileSync = (file, options) => parseFileSync(file, { ...options, tsx: file.endsWith('.tsx') });
