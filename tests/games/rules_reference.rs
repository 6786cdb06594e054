#![cfg(not(target_arch = "wasm32"))]
//! The rules reference and the project's links:
//! - `docs/rules.md` has one heading per rule id, and its ids are exactly those the rulesets
//!   declare (`rules::ALL` of Eredan, Berserk and Yummell), in the same order within each part;
//! - every link of `README.md`, `pkg/README.md` and `docs/*.md` points to a file (and heading)
//!   of the repository, never outside it; the only web links are those listed in `WEB_LINKS`.
//!
//! Everything is read from the repository itself (`CARGO_MANIFEST_DIR`).

use std::collections::BTreeSet;
use std::path::{Component, Path, PathBuf};

use arbiter::rulesets::{berserk, eredan, yummell, RulesetId};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The web links the docs may use, each with the reason it is there.
const WEB_LINKS: &[(&str, &str)] = &[(
    "https://rust-fuzz.github.io/book/cargo-fuzz.html",
    "docs/fuzzing.md: the cargo fuzz book, the tool's own documentation",
)];

fn read(rel: &str) -> String {
    std::fs::read_to_string(Path::new(ROOT).join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

/// The lines of a markdown document outside fenced code blocks, numbered from 1.
fn prose_lines(doc: &str) -> Vec<(usize, &str)> {
    let mut fence: Option<&str> = None;
    let mut out = Vec::new();
    for (i, line) in doc.lines().enumerate() {
        let t = line.trim_start();
        let marker = ["```", "~~~"].into_iter().find(|m| t.starts_with(m));
        match (fence, marker) {
            (None, Some(m)) => fence = Some(m),
            (Some(f), Some(m)) if f == m => fence = None,
            (None, None) => out.push((i + 1, line)),
            _ => {}
        }
    }
    out
}

/// `[EBY]-[A-Z]+(-[0-9]+)?`: a rule id such as `E-RES`, `B-ATK-2`.
fn is_rule_id(id: &str) -> bool {
    let mut parts = id.split('-');
    let (Some(part), Some(section), number, None) = (parts.next(), parts.next(), parts.next(), parts.next()) else {
        return false;
    };
    matches!(part, "E" | "B" | "Y")
        && !section.is_empty()
        && section.bytes().all(|b| b.is_ascii_uppercase())
        && number.is_none_or(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

/// The rule id a heading line begins with: `^#{2,4} (ID) — `.
fn heading_id(line: &str) -> Option<&str> {
    let level = line.len() - line.trim_start_matches('#').len();
    if !(2..=4).contains(&level) {
        return None;
    }
    let (id, _title) = line[level..].strip_prefix(' ')?.split_once(" — ")?;
    is_rule_id(id).then_some(id)
}

/// The rule ids of the headings of `doc`, in order.
fn heading_ids(doc: &str) -> Vec<&str> {
    prose_lines(doc)
        .into_iter()
        .filter_map(|(_, l)| heading_id(l))
        .collect()
}

#[test]
fn the_heading_parser_reads_ids_as_the_reference_writes_them() {
    assert_eq!(heading_id("## E-RES — Resolution in N"), Some("E-RES"));
    assert_eq!(heading_id("### E-RES-2 — Cards resolve in N order"), Some("E-RES-2"));
    assert_eq!(heading_id("#### B-TABLE-1 — Exchange"), Some("B-TABLE-1"));
    for not_a_rule in [
        "# E-SET — Setup",
        "##### E-SET — Setup",
        "## Part E — Eredan",
        "## Components",
        "##E-SET — Setup",
        "## E-SET: Setup",
        "## E-SET—Setup",
        "## E-res-2 — Lower case",
        "## X-SET — Another part",
        "## E-RES-2a — Suffix",
        "## E-RES-2-1 — Too deep",
        "E-SET — Not a heading",
    ] {
        assert_eq!(heading_id(not_a_rule), None, "{not_a_rule}");
    }
    let doc = "## E-SET — Setup\n```\n## E-DRAW — In a code block\n```\n### E-DRAW — Draw\n";
    assert_eq!(heading_ids(doc), ["E-SET", "E-DRAW"]);
}

#[test]
fn the_reference_has_one_heading_per_declared_rule_id_in_order() {
    let doc = read("docs/rules.md");
    let ids = heading_ids(&doc);
    // Every ruleset of the registry, with the ids its `Ruleset` impl declares (`rules::ALL`).
    let parts: Vec<(&str, &[&str])> = RulesetId::ALL.iter().map(|r| (r.rule_prefix(), r.rules())).collect();
    assert_eq!(
        parts.iter().map(|(_, all)| *all).collect::<Vec<_>>(),
        [eredan::rules::ALL, berserk::rules::ALL, yummell::rules::ALL]
    );

    let mut seen = BTreeSet::new();
    let repeated: Vec<&str> = ids.iter().copied().filter(|id| !seen.insert(*id)).collect();
    assert!(
        repeated.is_empty(),
        "docs/rules.md has more than one heading for {repeated:?}"
    );
    for &(part, all) in &parts {
        let mut seen = BTreeSet::new();
        let repeated: Vec<&str> = all.iter().copied().filter(|id| !seen.insert(*id)).collect();
        assert!(
            repeated.is_empty(),
            "part {part}: rules::ALL lists {repeated:?} more than once"
        );
        let foreign: Vec<&str> = all
            .iter()
            .copied()
            .filter(|id| !id.starts_with(&format!("{part}-")) || !is_rule_id(id))
            .collect();
        assert!(
            foreign.is_empty(),
            "part {part}: rules::ALL holds ids not of the form {part}-XXX[-n]: {foreign:?}"
        );
    }

    let declared: BTreeSet<&str> = parts.iter().flat_map(|(_, all)| all.iter().copied()).collect();
    let documented: BTreeSet<&str> = ids.iter().copied().collect();
    let undocumented: Vec<&str> = declared.difference(&documented).copied().collect();
    let undeclared: Vec<&str> = documented.difference(&declared).copied().collect();
    assert!(
        undocumented.is_empty() && undeclared.is_empty(),
        "declared in src/rulesets/*/rules.rs but with no heading in docs/rules.md: {undocumented:?}\n\
         a heading in docs/rules.md but declared in no rules::ALL: {undeclared:?}"
    );

    for (part, all) in parts {
        let in_doc: Vec<&str> = ids
            .iter()
            .copied()
            .filter(|id| id.starts_with(&format!("{part}-")))
            .collect();
        assert_eq!(
            in_doc, all,
            "part {part}: docs/rules.md's headings (left) and rules::ALL (right) differ in order"
        );
    }
}

// ----- links ----------------------------------------------------------------------------------

/// A line without its inline code spans (`like this`), which are never links.
fn without_code_spans(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(open) = rest.find('`') {
        let ticks = rest[open..].bytes().take_while(|b| *b == b'`').count();
        let fence = &rest[open..open + ticks];
        let after = &rest[open + ticks..];
        let Some(close) = after.find(fence) else { break };
        out.push_str(&rest[..open]);
        rest = &after[close + ticks..];
    }
    out.push_str(rest);
    out
}

/// The link targets of one line: inline links and images `[text](target "title")`, reference
/// definitions `[label]: target`, autolinks `<https://...>`, and `href=` / `src=` attributes.
fn link_targets(line: &str) -> Vec<String> {
    let line = without_code_spans(line);
    let mut out = Vec::new();
    let mut rest = line.as_str();
    while let Some(at) = rest.find("](") {
        let after = &rest[at + 2..];
        let end = after.find(')').unwrap_or(after.len());
        let target = after[..end].split_whitespace().next().unwrap_or("");
        out.push(target.trim_start_matches('<').trim_end_matches('>').to_string());
        rest = &after[end..];
    }
    let t = line.trim_start();
    if t.starts_with('[') {
        if let Some((label, target)) = t.split_once("]:") {
            if !label.contains(']') {
                if let Some(target) = target.split_whitespace().next() {
                    out.push(target.trim_start_matches('<').trim_end_matches('>').to_string());
                }
            }
        }
    }
    let mut rest = line.as_str();
    while let Some(at) = rest.find('<') {
        let after = &rest[at + 1..];
        let end = after.find('>').unwrap_or(after.len());
        if after.starts_with("http://") || after.starts_with("https://") {
            out.push(after[..end].to_string());
        }
        rest = &after[end..];
    }
    for attr in ["href=\"", "src=\""] {
        let mut rest = line.as_str();
        while let Some(at) = rest.find(attr) {
            let after = &rest[at + attr.len()..];
            let end = after.find('"').unwrap_or(after.len());
            out.push(after[..end].to_string());
            rest = &after[end..];
        }
    }
    out
}

/// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens.
fn slug(title: &str) -> String {
    title
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | ' '))
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The anchors of a markdown document's headings (a repeated one gets `-1`, `-2`...).
fn anchors(doc: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (_, line) in prose_lines(doc) {
        let level = line.len() - line.trim_start_matches('#').len();
        let Some(title) = line[level..].strip_prefix(' ').filter(|_| (1..=6).contains(&level)) else {
            continue;
        };
        let base = slug(&without_code_spans(title.trim_end_matches('#')).replace('`', ""));
        let mut anchor = base.clone();
        let mut n = 0;
        while !out.insert(anchor.clone()) {
            n += 1;
            anchor = format!("{base}-{n}");
        }
    }
    out
}

#[test]
fn the_link_parser_finds_links_and_anchors() {
    assert_eq!(
        link_targets("see [rules](docs/rules.md#e-res--resolution-in-n \"title\") and ![x](a.png)"),
        ["docs/rules.md#e-res--resolution-in-n", "a.png"]
    );
    assert_eq!(
        link_targets("ids like [E-EQ-2]..[E-EQ-4] (not links), `[code](x.md)`"),
        Vec::<String>::new()
    );
    assert_eq!(link_targets("[ref]: ../shared/RULES.md"), ["../shared/RULES.md"]);
    assert_eq!(
        link_targets("<https://example.org/x> and <b>"),
        ["https://example.org/x"]
    );
    assert_eq!(
        link_targets("<script src=\"https://h/x.js\"></script>"),
        ["https://h/x.js"]
    );
    assert_eq!(slug("E-RES-2 — The N order"), "e-res-2--the-n-order");
    assert_eq!(slug("Part E — Eredan"), "part-e--eredan");
    assert_eq!(
        slug("6. Decisions: how the engine reads it"),
        "6-decisions-how-the-engine-reads-it"
    );
    let a = anchors("# A\n## Bad input and limits\n```\n# Not a heading\n```\n## A\n");
    assert_eq!(a, ["a", "a-1", "bad-input-and-limits"].map(String::from).into());
}

/// What is wrong with `target`, linked from the repository file `from`, if anything.
fn link_problem(from: &str, target: &str) -> Option<String> {
    if target.starts_with("http://") || target.starts_with("https://") {
        return (!WEB_LINKS.iter().any(|(url, _)| *url == target))
            .then(|| "a web link not listed in WEB_LINKS (tests/games/rules_reference.rs)".to_string());
    }
    let (path, anchor) = target.split_once('#').unwrap_or((target, ""));
    if path.contains(':') {
        return Some("not a path inside the repository".into());
    }
    if path.starts_with('/') {
        return Some("an absolute path: write it relative to the linking file".into());
    }
    // Resolve against the linking file's folder, never above the repository's root.
    let mut resolved = PathBuf::new();
    let base = Path::new(from).parent().unwrap_or(Path::new(""));
    let joined = if path.is_empty() {
        PathBuf::from(from)
    } else {
        base.join(path)
    };
    for c in joined.components() {
        match c {
            Component::Normal(p) => resolved.push(p),
            Component::CurDir => {}
            Component::ParentDir => {
                if !resolved.pop() {
                    return Some("leaves the repository".into());
                }
            }
            _ => return Some("not a path inside the repository".into()),
        }
    }
    let full = Path::new(ROOT).join(&resolved);
    if !full.exists() {
        return Some(format!("{} does not exist", resolved.display()));
    }
    if !anchor.is_empty() && full.extension().is_some_and(|e| e == "md") {
        let doc = std::fs::read_to_string(&full).ok()?;
        if !anchors(&doc).contains(anchor) {
            return Some(format!(
                "{} has no heading with the anchor #{anchor}",
                resolved.display()
            ));
        }
    }
    None
}

#[test]
fn every_link_of_the_docs_stays_inside_the_repository() {
    let mut files = vec!["README.md".to_string(), "pkg/README.md".to_string()];
    let mut docs: Vec<String> = std::fs::read_dir(Path::new(ROOT).join("docs"))
        .expect("docs/")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|name| name.ends_with(".md"))
        .map(|name| format!("docs/{name}"))
        .collect();
    docs.sort();
    files.extend(docs);
    assert!(files.contains(&"docs/rules.md".to_string()), "docs/rules.md is missing");

    let mut problems = Vec::new();
    let mut links = 0;
    for file in &files {
        let doc = read(file);
        for (n, line) in prose_lines(&doc) {
            for target in link_targets(line) {
                links += 1;
                if let Some(why) = link_problem(file, &target) {
                    problems.push(format!("{file}:{n}: ({target}) {why}"));
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "links that leave the repository or lead nowhere:\n{}",
        problems.join("\n")
    );
    assert!(links > 20, "only {links} links found: is the link parser broken?");
    for (url, why) in WEB_LINKS {
        assert!(!why.is_empty(), "{url}: say why the link is allowed");
    }
}
