// Starts the bots' worker (src/bin/bot_worker.rs, built by Trunk beside this file). Its code failing
// to load is thrown here, outside the promise, so that the page hears it as the worker's error and
// fails only the question asked (src/ui/bot_turns.rs), instead of waiting for an answer forever.
importScripts('./bot_worker.js');
wasm_bindgen({ module_or_path: './bot_worker_bg.wasm' }).catch((e) => setTimeout(() => { throw e; }));
