#![cfg(not(target_arch = "wasm32"))]
//! docs/architecture.md's checklist "Adding a fourth ruleset" stays true: every file outside
//! a ruleset's own folders that names every ruleset is a list of them, which a fourth ruleset
//! must join, so the checklist's numbered list names it; the list has at most
//! [`MOST_FILES`] files; and every file the checklist names exists.

use std::collections::BTreeSet;
use std::path::Path;

use arbiter::rulesets::RulesetId;

/// How many files outside its own folders a new ruleset may have to touch.
const MOST_FILES: usize = 5;

/// Where the code, the pages, the package's hand-written entries and the build are.
const ROOTS: [&str; 13] = [
    "src",
    "www/src",
    "www/build.mjs",
    "www/index.html",
    "www/builder.html",
    "www/catalogue.html",
    "pkg/types/api.d.ts",
    "fuzz/src",
    "fuzz/Cargo.toml",
    "Makefile",
    "Cargo.toml",
    "pkg/types/index.d.ts",
    ".gitignore",
];

fn files(path: &Path, out: &mut Vec<String>) {
    if path.is_dir() {
        for entry in std::fs::read_dir(path).unwrap() {
            files(&entry.unwrap().path(), out);
        }
    } else {
        out.push(path.to_string_lossy().replace('\\', "/"));
    }
}

/// Whether `path` belongs to one ruleset (its engine, its page, its data).
fn own(path: &str) -> bool {
    RulesetId::EVERY.iter().any(|id| {
        path.starts_with(&format!("src/rulesets/{id}/"))
            || path.starts_with(&format!("www/src/rulesets/{id}/"))
            || path == format!("www/src/pages/{id}.ts")
    })
}

/// The checklist: the section of docs/architecture.md under its heading.
fn checklist() -> String {
    let doc = std::fs::read_to_string("docs/architecture.md").unwrap();
    let start = doc
        .find("## Adding a fourth ruleset")
        .expect("docs/architecture.md has the checklist");
    let rest = &doc[start + 3..];
    rest[..rest.find("\n## ").unwrap_or(rest.len())].to_string()
}

/// The files of the checklist's numbered list: the first path in backticks of each item
/// (`1. `src/rulesets/mod.rs`: ...`).
fn numbered(list: &str) -> Vec<String> {
    list.lines()
        .filter(|line| {
            let digits = line.chars().take_while(char::is_ascii_digit).count();
            digits > 0 && line[digits..].starts_with(". ")
        })
        .filter_map(|line| line.split('`').nth(1).map(str::to_string))
        .collect()
}

#[test]
fn every_list_of_the_rulesets_is_on_the_checklist_and_every_file_it_names_exists() {
    let mut all = Vec::new();
    for root in ROOTS {
        files(Path::new(root), &mut all);
    }
    let lists: BTreeSet<String> = all
        .into_iter()
        .filter(|f| !own(f))
        .filter(|f| {
            let text = std::fs::read_to_string(f).unwrap_or_default().to_lowercase();
            RulesetId::EVERY.iter().all(|id| text.contains(id))
        })
        .collect();
    assert!(
        lists.contains("src/rulesets/mod.rs") && lists.contains("Cargo.toml"),
        "the scan found the lists ({lists:?})"
    );
    let list = checklist();
    let files = numbered(&list);
    assert!(
        files.len() <= MOST_FILES,
        "a new ruleset touches at most {MOST_FILES} files outside its own folders; the checklist lists {}: {files:?}",
        files.len()
    );
    assert!(
        files.iter().all(|f| !own(f) && !f.contains("<id>")),
        "the numbered list names the files outside a ruleset's own folders: {files:?}"
    );
    let missing: Vec<&String> = lists.iter().filter(|f| !files.contains(f)).collect();
    assert!(
        missing.is_empty(),
        "these files name every ruleset, so a fourth one goes there too: docs/architecture.md's checklist must list them (at most {MOST_FILES} files): {missing:?}"
    );
    // Every path the checklist names (in backticks, with a slash or a file extension) exists,
    // `<id>` and `<page>` standing for an existing ruleset's.
    for quoted in list.split('`').skip(1).step_by(2) {
        let path = quoted
            .replace("<id>", RulesetId::ALL[0].name())
            .replace("<page>", RulesetId::ALL[0].page());
        let looks_like_file =
            !path.contains(' ') && (path.contains('/') || path.ends_with(".toml") || path == "Makefile");
        if looks_like_file && !path.contains('*') && !path.starts_with("arbiter-engine") && !path.starts_with("import(")
        {
            assert!(
                Path::new(&path).exists(),
                "the checklist names {quoted}, which does not exist"
            );
        }
    }
}
