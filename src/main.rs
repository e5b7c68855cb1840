//! Mounts the app on the page.

fn main() {
    hotseat::ui::app::mount();
}
