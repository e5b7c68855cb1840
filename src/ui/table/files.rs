//! Files the players carry: a save or the whole history offered as a file to keep, and a chosen
//! file's text read for an import.

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

/// Offers `text` as a JSON file named `name` to save.
pub fn download_text(text: &str, name: &str) {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else { return };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else { return };
    if let Some(link) =
        document().create_element("a").ok().and_then(|e| e.dyn_into::<web_sys::HtmlAnchorElement>().ok())
    {
        link.set_href(&url);
        link.set_download(name);
        link.click();
    }
    // The file's address is the download's, not the screen's: it is let go once the download began.
    super::timeout(std::time::Duration::from_secs(5), move || drop(web_sys::Url::revoke_object_url(&url))).forget();
}

/// Reads the text of the file chosen in the `<input type="file">` of `ev` (clearing it, so the same
/// file can be chosen again) and hands it on; `None` if it can't be read as text, or is longer than
/// any file the app reads ([`rules::json::MAX_TEXT`]: it is not read at all).
pub fn chosen_file(ev: &leptos::ev::Event, then: Box<dyn FnOnce(Option<String>)>) {
    let input: web_sys::HtmlInputElement = event_target(ev);
    let Some(file) = input.files().and_then(|files| files.get(0)) else { return };
    input.set_value("");
    if file.size() > rules::json::MAX_TEXT as f64 {
        return then(None);
    }
    leptos::task::spawn_local(async move {
        then(wasm_bindgen_futures::JsFuture::from(file.text()).await.ok().and_then(|v| v.as_string()));
    });
}
