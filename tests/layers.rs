//! The shell reads from the bottom up (docs/code.md "The shell in layers"): each of its rooms — each
//! folder or file directly inside `src/ui` — imports only the layers below its own, and a room never
//! imports a room beside it (a game another game, the replay the history, a game the teaching room).
//! This test reads every import of the shell's code as `../shared/tools/import-circles` does (`use
//! crate::…`, `use super::…`, `use self::…` and inline `crate::…` paths, tests left out) and names
//! each one that breaks the order. It also keeps the shell's files short enough to read.

use std::path::{Path, PathBuf};

/// The shell's layers, bottom to top; the rooms of one layer never import each other.
const LAYERS: &[&[&str]] = &[
    &["words"],
    &["model"],
    &["contract"],
    &["parts"],
    &["storage"],
    &["context"],
    &["table"],
    &["coach"],
    &["games", "after_game", "teaching"],
    &["setup", "home"],
    &["app"],
];

/// Folders whose every sub-folder (or file) is a room of its own: no game imports another, and the
/// replay and the history import each other's nothing.
const ROOMS_WITHIN: &[&str] = &["games", "after_game"];

/// The longest a file of the shell may be, in lines (its tests beside it count).
const MOST_LINES: usize = 600;

fn ui() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ui")
}

/// Every `.rs` file under `dir`.
fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).expect("a folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            out.extend(files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out.sort();
    out
}

/// The module path of a file under `src/ui`, from `ui` down (`mod.rs` is its folder's module).
fn module_of(file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(ui()).expect("a file of the shell");
    let mut parts: Vec<String> = std::iter::once("ui".to_string())
        .chain(rel.iter().map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string()))
        .collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

/// True for a file that is only tests: `tests.rs`, or a module its parent declares under
/// `#[cfg(test)]`.
fn is_test_file(file: &Path) -> bool {
    let name = file.file_stem().and_then(|n| n.to_str()).unwrap_or_default();
    if name == "tests" {
        return true;
    }
    let parent = file.parent().expect("a folder");
    let declaring = [parent.join("mod.rs"), parent.with_extension("rs")];
    declaring.iter().filter_map(|p| std::fs::read_to_string(p).ok()).any(|text| {
        text.contains(&format!("#[cfg(test)]\nmod {name};")) || text.contains(&format!("#[cfg(test)]\npub mod {name};"))
    })
}

/// The production code of a file: what comes before its `#[cfg(test)] mod tests`, comments removed.
fn code(text: &str) -> String {
    let text = text.split("\n#[cfg(test)]\nmod tests").next().unwrap_or_default();
    text.lines().filter(|l| !l.trim_start().starts_with("//")).collect::<Vec<_>>().join("\n")
}

/// The paths a file's code names: each `use` tree's leaves, and every inline `crate::…` path, each
/// from its first word (`crate`, `super` or `self`).
fn paths(code: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("use ") {
        let before = rest[..at].chars().last();
        rest = &rest[at + 4..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let Some(end) = rest.find(';') else { break };
        let tree: String = rest[..end].replace(" as ", "@").chars().filter(|c| !c.is_whitespace()).collect();
        if ["crate::", "super::", "self::"].iter().any(|s| tree.starts_with(s)) {
            expand(&[], &tree, &mut out);
        }
    }
    for (at, _) in code.match_indices("crate::") {
        let before = code[..at].chars().last();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
            continue;
        }
        let path: String = code[at..].chars().take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':').collect();
        out.push(path.split("::").filter(|p| !p.is_empty()).map(str::to_string).collect());
    }
    out
}

/// The leaves of a `use` tree (`a::{b, c::{d}}`), each as its path of words.
fn expand(prefix: &[String], tree: &str, out: &mut Vec<Vec<String>>) {
    let (head, group) = match tree.find('{') {
        Some(open) if tree.ends_with('}') => (&tree[..open], Some(&tree[open + 1..tree.len() - 1])),
        _ => (tree, None),
    };
    let mut path: Vec<String> = prefix.to_vec();
    // (`a as b` reads as `a`: what is imported, whatever it is called here.)
    path.extend(
        head.split("::").filter(|p| !p.is_empty() && *p != "*").map(|p| p.split('@').next().unwrap_or(p).to_string()),
    );
    let Some(group) = group else {
        out.push(path);
        return;
    };
    let mut depth = 0;
    let mut start = 0;
    for (i, c) in group.char_indices().chain([(group.len(), ',')]) {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                let item = &group[start..i];
                if !item.is_empty() {
                    expand(&path, item, out);
                }
                start = i + 1;
            }
            _ => {}
        }
    }
}

/// The module a path names, from `ui` down, read from the module `from` it is written in; `None`
/// for a path outside the shell.
fn target(from: &[String], path: &[String]) -> Option<Vec<String>> {
    let mut words = path.iter();
    let mut base: Vec<String> = match words.next()?.as_str() {
        "crate" => Vec::new(),
        "self" => from.to_vec(),
        "super" => from[..from.len() - 1].to_vec(),
        _ => return None,
    };
    let mut words = words.peekable();
    while words.peek().is_some_and(|w| *w == "super") {
        base.pop();
        words.next();
    }
    base.extend(words.filter(|&w| w != "self").cloned());
    (base.first().map(String::as_str) == Some("ui")).then_some(base)
}

/// The layer a room is in (its place in [`LAYERS`]).
fn layer(room: &str) -> Option<usize> {
    LAYERS.iter().position(|layer| layer.contains(&room))
}

#[test]
fn every_room_of_the_shell_imports_only_the_layers_below_it() {
    let mut broken = Vec::new();
    let mut checked = 0;
    for file in files(&ui()).into_iter().filter(|f| !is_test_file(f)) {
        let from = module_of(&file);
        let Some(room) = from.get(1).cloned() else { continue };
        let name = file.strip_prefix(env!("CARGO_MANIFEST_DIR")).unwrap_or(&file).display().to_string();
        let Some(own) = layer(&room) else {
            broken.push(format!("{name}: the room {room} is in no layer (tests/layers.rs LAYERS)"));
            continue;
        };
        let text = std::fs::read_to_string(&file).expect("a file");
        for path in paths(&code(&text)) {
            let Some(to) = target(&from, &path) else { continue };
            let Some(to_room) = to.get(1) else { continue };
            checked += 1;
            let import = path.join("::");
            if *to_room == room {
                // Within a folder of rooms, a room imports only what the folder itself holds.
                let (mine, theirs) = (from.get(2), to.get(2));
                let apart = ROOMS_WITHIN.contains(&room.as_str()) && to.len() > 2 && from.len() > 2 && mine != theirs;
                if apart {
                    broken.push(format!("{name}: {import} is the room {room}/{} beside it", theirs.unwrap()));
                }
                continue;
            }
            match layer(to_room) {
                Some(to_layer) if to_layer < own => {}
                Some(to_layer) if to_layer == own => {
                    broken.push(format!("{name}: {import} is the room {to_room}, beside {room} in its layer"))
                }
                _ => broken.push(format!("{name}: {import} is the room {to_room}, in a layer above {room}")),
            }
        }
    }
    assert!(checked > 300, "the shell's imports were read: {checked}");
    assert!(broken.is_empty(), "imports against the layers:\n{}", broken.join("\n"));
}

#[test]
fn every_folder_or_file_of_the_shell_is_in_a_layer() {
    for entry in std::fs::read_dir(ui()).expect("src/ui") {
        let path = entry.expect("an entry").path();
        let room = path.file_stem().and_then(|n| n.to_str()).unwrap_or_default().to_string();
        if room != "mod" {
            assert!(layer(&room).is_some(), "src/ui/{room} is in no layer of tests/layers.rs");
        }
    }
    let root = std::fs::read_to_string(ui().join("mod.rs")).expect("src/ui/mod.rs");
    assert!(paths(&code(&root)).is_empty(), "src/ui/mod.rs declares the layers and imports none of them");
}

#[test]
fn no_file_of_the_shell_is_longer_than_can_be_read_at_once() {
    let long: Vec<String> = files(&ui())
        .into_iter()
        .filter_map(|f| {
            let lines = std::fs::read_to_string(&f).expect("a file").lines().count();
            (lines > MOST_LINES).then(|| format!("{}: {lines} lines", f.display()))
        })
        .collect();
    assert!(long.is_empty(), "longer than {MOST_LINES} lines: {long:?}");
}

#[test]
fn the_reader_of_imports_reads_what_the_shell_writes() {
    let from: Vec<String> = ["ui", "games", "bremen", "board"].map(String::from).to_vec();
    let code = "use super::text::{fill, text as words};\nuse crate::ui::{contract::{Seated, replay}, words::Lang};\n\
                let x = crate::ui::table::kit::banner(); use rules::bremen::Bremen;";
    // (A path that names no room, as `crate::ui` before a group, is no import of one.)
    let found: Vec<Vec<String>> = paths(code).iter().filter_map(|p| target(&from, p)).filter(|p| p.len() > 1).collect();
    let joined: Vec<String> = found.iter().map(|p| p.join("::")).collect();
    assert_eq!(
        joined,
        [
            "ui::games::bremen::text::fill",
            "ui::games::bremen::text::text",
            "ui::contract::Seated",
            "ui::contract::replay",
            "ui::words::Lang",
            "ui::table::kit::banner",
        ]
    );
}
