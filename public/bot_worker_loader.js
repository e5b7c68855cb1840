// Starts a bots' worker (src/bin/bot_worker.rs, built by Trunk beside this file). The page compiles the
// code once and hands it to each worker of its pool in the first message (src/ui/table/pool.rs); a
// worker handed anything else fetches and compiles its own. Its code failing to load is thrown here,
// outside the promise, so that the page hears it as the worker's error and asks again elsewhere,
// instead of waiting for an answer forever.
importScripts('./bot_worker.js');
self.onmessage = (first) => {
  self.onmessage = null;
  const code = first.data instanceof WebAssembly.Module ? first.data : './bot_worker_bg.wasm';
  wasm_bindgen({ module_or_path: code }).catch((e) => setTimeout(() => { throw e; }));
};
