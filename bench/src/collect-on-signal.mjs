// Loaded into a measured server (node --expose-gc --import): SIGUSR2 runs a full garbage collection,
// so a memory reading holds what the process keeps, not the garbage of the requests before it.
process.on('SIGUSR2', () => globalThis.gc?.());
