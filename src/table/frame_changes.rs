//! A `step`'s frames written as changes (docs/online.md, "The protocol"): the seat's view after
//! the choice goes whole, and each frame as what changes from the state after it (the last frame
//! from the view, each earlier one from the frame after it). A change is `[path, value]` (set the
//! value at `path`, a list of keys and indices; `[]` is the whole state) or `[path]` (remove
//! that key). The page rebuilds the frames with nothing but these changes (it applies no rule:
//! the engine wrote every state); `frames_of` is the same in Rust, for the tests and clients.
//!
//! The diff reads the engine's JSON text (what serde wrote, compact) without building values:
//! equal spans of text are equal values, objects are compared key by key, lists of one length
//! index by index, anything else is set whole.

use serde_json::Value;

/// A JSON value as spans of the text it was read from.
enum Node<'a> {
    /// Its text, and each key (as written, quoted) with its value.
    Object(&'a [u8], Vec<(&'a [u8], Node<'a>)>),
    List(&'a [u8], Vec<Node<'a>>),
    /// A string, number, `true`, `false` or `null`.
    Leaf(&'a [u8]),
}

impl<'a> Node<'a> {
    fn text(&self) -> &'a [u8] {
        match self {
            Node::Object(t, _) | Node::List(t, _) | Node::Leaf(t) => t,
        }
    }
}

/// Deeper than this, a value is compared and set whole.
const DEPTH: usize = 48;

/// Reads JSON text as spans; `None` if it is not JSON.
struct Reader<'a> {
    text: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn read(text: &'a [u8]) -> Option<Node<'a>> {
        let mut r = Reader { text, at: 0 };
        let node = r.value(0)?;
        r.space();
        (r.at == text.len()).then_some(node)
    }
    fn space(&mut self) {
        while self.text.get(self.at).is_some_and(|b| b.is_ascii_whitespace()) {
            self.at += 1;
        }
    }
    fn eat(&mut self, byte: u8) -> bool {
        self.space();
        let there = self.text.get(self.at) == Some(&byte);
        if there {
            self.at += 1;
        }
        there
    }
    /// A string's span, quotes included.
    fn string(&mut self) -> Option<&'a [u8]> {
        let start = self.at;
        if self.text.get(self.at) != Some(&b'"') {
            return None;
        }
        self.at += 1;
        loop {
            match self.text.get(self.at)? {
                b'"' => {
                    self.at += 1;
                    return Some(&self.text[start..self.at]);
                }
                b'\\' => self.at += 2,
                _ => self.at += 1,
            }
        }
    }
    fn value(&mut self, depth: usize) -> Option<Node<'a>> {
        self.space();
        let start = self.at;
        match *self.text.get(self.at)? {
            b'"' => self.string().map(Node::Leaf),
            b'{' => {
                self.at += 1;
                let mut fields = vec![];
                if !self.eat(b'}') {
                    loop {
                        self.space();
                        let key = self.string()?;
                        if !self.eat(b':') {
                            return None;
                        }
                        fields.push((key, self.value(depth + 1)?));
                        if self.eat(b'}') {
                            break;
                        }
                        if !self.eat(b',') {
                            return None;
                        }
                    }
                }
                let text = &self.text[start..self.at];
                Some(if depth >= DEPTH {
                    Node::Leaf(text)
                } else {
                    Node::Object(text, fields)
                })
            }
            b'[' => {
                self.at += 1;
                let mut items = vec![];
                if !self.eat(b']') {
                    loop {
                        items.push(self.value(depth + 1)?);
                        if self.eat(b']') {
                            break;
                        }
                        if !self.eat(b',') {
                            return None;
                        }
                    }
                }
                let text = &self.text[start..self.at];
                Some(if depth >= DEPTH {
                    Node::Leaf(text)
                } else {
                    Node::List(text, items)
                })
            }
            _ => {
                while self
                    .text
                    .get(self.at)
                    .is_some_and(|b| !matches!(b, b',' | b']' | b'}') && !b.is_ascii_whitespace())
                {
                    self.at += 1;
                }
                (self.at > start).then(|| Node::Leaf(&self.text[start..self.at]))
            }
        }
    }
}

/// A step of a path: a key (as written, quoted) or an index.
#[derive(Clone, Copy)]
enum Step<'a> {
    Key(&'a [u8]),
    Index(usize),
}

/// Writes the changes between two values, each `,`-separated after the first.
struct Writer<'o, 'a> {
    out: &'o mut Vec<u8>,
    path: Vec<Step<'a>>,
    first: bool,
}

impl<'a> Writer<'_, 'a> {
    fn path(&mut self) {
        if !std::mem::take(&mut self.first) {
            self.out.push(b',');
        }
        self.out.extend_from_slice(b"[[");
        for (i, step) in self.path.iter().enumerate() {
            if i > 0 {
                self.out.push(b',');
            }
            match step {
                Step::Key(k) => self.out.extend_from_slice(k),
                Step::Index(n) => self.out.extend_from_slice(n.to_string().as_bytes()),
            }
        }
        self.out.push(b']');
    }
    fn set(&mut self, value: &[u8]) {
        self.path();
        self.out.push(b',');
        self.out.extend_from_slice(value);
        self.out.push(b']');
    }
    fn remove(&mut self) {
        self.path();
        self.out.push(b']');
    }
    /// What changes `from` into `to`, at the current path.
    fn diff(&mut self, from: &Node<'a>, to: &Node<'a>) {
        if from.text() == to.text() {
            return;
        }
        match (from, to) {
            (Node::Object(_, old), Node::Object(_, new)) => {
                for (i, (key, value)) in new.iter().enumerate() {
                    // The same key usually stands at the same place (serde writes a struct's
                    // fields, and a sorted map's keys, in order).
                    let before = match old.get(i) {
                        Some((k, v)) if k == key => Some(v),
                        _ => old.iter().find(|(k, _)| k == key).map(|(_, v)| v),
                    };
                    self.path.push(Step::Key(key));
                    match before {
                        Some(before) => self.diff(before, value),
                        None => self.set(value.text()),
                    }
                    self.path.pop();
                }
                for (i, (key, _)) in old.iter().enumerate() {
                    let kept = new.get(i).is_some_and(|(k, _)| k == key) || new.iter().any(|(k, _)| k == key);
                    if !kept {
                        self.path.push(Step::Key(key));
                        self.remove();
                        self.path.pop();
                    }
                }
            }
            (Node::List(_, old), Node::List(_, new)) if old.len() == new.len() => {
                for (i, (before, after)) in old.iter().zip(new).enumerate() {
                    self.path.push(Step::Index(i));
                    self.diff(before, after);
                    self.path.pop();
                }
            }
            _ => self.set(to.text()),
        }
    }
}

/// Writes `frames` (the engine's JSON list of a step's frames) as changes, given `view` (the
/// state after the last of them): a list as long as `frames`, item `i` the changes from frame
/// `i + 1` (from `view` for the last) to frame `i`. Frames that are not a JSON list (never the
/// engine's) are none (`[]`); a view that is not JSON, each frame set whole.
pub fn write(frames: &str, view: &str, out: &mut Vec<u8>) {
    let Some(Node::List(_, frames)) = Reader::read(frames.as_bytes()) else {
        out.extend_from_slice(b"[]");
        return;
    };
    let view = Reader::read(view.as_bytes()).unwrap_or(Node::Leaf(b""));
    out.push(b'[');
    for (i, frame) in frames.iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        let next = frames.get(i + 1).unwrap_or(&view);
        out.push(b'[');
        let mut writer = Writer {
            out: &mut *out,
            path: vec![],
            first: true,
        };
        writer.diff(next, frame);
        out.push(b']');
    }
    out.push(b']');
}

/// The frames a `step` carries (`view`, and `changes` as `write` wrote them), rebuilt; `None` if
/// a change does not fit the state it changes.
pub fn frames_of(view: &Value, changes: &Value) -> Option<Vec<Value>> {
    let mut frames: Vec<Value> = vec![];
    for change in changes.as_array()?.iter().rev() {
        let mut frame = frames.last().unwrap_or(view).clone();
        for op in change.as_array()? {
            let op = op.as_array()?;
            let path = op.first()?.as_array()?;
            let Some((last, within)) = path.split_last() else {
                frame = op.get(1)?.clone();
                continue;
            };
            let mut at = &mut frame;
            for step in within {
                at = match step {
                    Value::String(k) => at.as_object_mut()?.get_mut(k)?,
                    _ => at.as_array_mut()?.get_mut(step.as_u64()? as usize)?,
                };
            }
            match (last, op.get(1), at) {
                (Value::String(k), Some(v), Value::Object(o)) => {
                    o.insert(k.clone(), v.clone());
                }
                (Value::String(k), None, Value::Object(o)) => {
                    o.remove(k)?;
                }
                (i, Some(v), Value::Array(a)) => *a.get_mut(i.as_u64()? as usize)? = v.clone(),
                _ => return None,
            }
        }
        frames.push(frame);
    }
    frames.reverse();
    Some(frames)
}
