// The tool's name and version, in a module that imports nothing: `warrant --version` and `--help` read them
// without loading the engine (src/core/model.ts re-exports them for everything else).
export const TOOL_NAME = 'warrant';
export const TOOL_VERSION = '0.1.0';
