//! The README stays true and short: its two commands are the project's own scripts, every file or
//! folder of the project it names or links is there (a rename that forgets the README fails here),
//! and it stays a page a newcomer reads in minutes (the log of what was tried is in `docs/`).

use std::path::Path;

/// The project's folders a path the README names may start with (build outputs are not among them).
const TOP: [&str; 9] = ["src/", "scripts/", "tests/", "style/", "public/", "docs/", "art/", ".cargo/", ".ci/"];

/// The README's length, at most: what it is, the two commands, publishing, where things are, adding
/// a game, the numbers and the bots' strength.
const MOST_LINES: usize = 250;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn readme() -> String {
    std::fs::read_to_string(root().join("README.md")).expect("README.md")
}

#[test]
fn the_two_commands_are_the_projects_own_scripts() {
    let text = readme();
    let section = text.split("\n## Two commands\n").nth(1).expect("a section \"Two commands\"");
    let section = section.split("\n## ").next().unwrap_or_default();
    let blocks: Vec<&str> =
        section.split("```sh\n").skip(1).map(|b| b.split("```").next().unwrap_or_default()).collect();
    assert_eq!(blocks.len(), 2, "exactly two commands: {blocks:?}");
    for block in blocks {
        let command = block.trim();
        assert!(!command.contains('\n'), "one line each: {command:?}");
        let meta =
            std::fs::metadata(root().join(command)).unwrap_or_else(|_| panic!("{command} is a file of the project"));
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            assert!(meta.permissions().mode() & 0o111 != 0, "{command} can be run");
        }
        let _ = meta;
    }
}

#[test]
fn every_file_the_readme_names_or_links_is_there() {
    let text = readme();
    let named = text
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|span| TOP.iter().any(|top| span.starts_with(top)))
        .filter(|span| !span.contains(['<', '*', ' ']) && !span.contains("artifacts"));
    // Links and pictures: `](target)` with a target in the project.
    let linked = text.split("](").skip(1).filter_map(|rest| rest.split(')').next()).filter(|t| !t.contains("://"));
    let paths: Vec<&str> = named.chain(linked).collect();
    assert!(paths.len() > 10, "the README names the project's files: {paths:?}");
    let missing: Vec<&&str> = paths.iter().filter(|path| !root().join(path).exists()).collect();
    assert!(missing.is_empty(), "named in README.md but not in the project: {missing:?}");
}

#[test]
fn the_readme_is_read_in_minutes() {
    let lines = readme().lines().count();
    assert!(lines <= MOST_LINES, "README.md has {lines} lines: the log of what was tried belongs in docs/");
}
