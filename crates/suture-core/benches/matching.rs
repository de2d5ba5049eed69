//! Benchmarks of `match_trees` on large trees against slightly edited copies: a generated
//! Rust-like file of 5,000 lines (about 100,000 nodes, built with `TreeBuilder`) and a JSON
//! document of 5,000 lines parsed by tree-sitter. Run with `cargo bench -p suture-core`.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use suture_core::matching::{MatchConfig, match_trees};
use suture_core::parse::parse;
use suture_core::profile::LanguageProfile;
use suture_core::tree::{Tree, TreeBuilder};

/// Events that build a tree once the source text exists.
enum Event {
    Open(&'static str),
    Leaf(&'static str, std::ops::Range<usize>),
    Close,
}

#[derive(Default)]
struct Writer {
    text: String,
    events: Vec<Event>,
}

impl Writer {
    fn open(&mut self, kind: &'static str) {
        self.events.push(Event::Open(kind));
    }
    fn close(&mut self) {
        self.events.push(Event::Close);
    }
    fn leaf(&mut self, kind: &'static str, text: &str) {
        if !self.text.is_empty() && !self.text.ends_with('\n') {
            self.text.push(' ');
        }
        let start = self.text.len();
        self.text.push_str(text);
        self.events.push(Event::Leaf(kind, start..self.text.len()));
    }
    fn newline(&mut self) {
        self.text.push('\n');
    }
    fn build(&self) -> Tree<'_> {
        let mut builder = TreeBuilder::new(&self.text);
        let mut starts = Vec::new();
        let mut end = 0;
        for event in &self.events {
            match event {
                Event::Open(kind) => starts.push(builder.open(kind, None, true, end)),
                Event::Leaf(kind, range) => {
                    end = range.end;
                    builder.leaf(kind, None, true, range.clone());
                }
                Event::Close => {
                    starts.pop();
                    builder.close(end);
                }
            }
        }
        builder.finish().expect("non-empty")
    }
}

/// One statement line: `let vJ = fK(aI + b * cJ, J);` — about 20 nodes. Statements repeat
/// across functions, as `let mut out = Vec::new();` does in real code.
fn statement(w: &mut Writer, function: usize, line: usize, value: usize) {
    w.open("let_declaration");
    w.leaf("let", "let");
    w.leaf("identifier", &format!("v{line}"));
    w.leaf("=", "=");
    w.open("call_expression");
    w.leaf("identifier", &format!("f{}", line % 5));
    w.open("arguments");
    w.leaf("(", "(");
    w.open("binary_expression");
    w.leaf("identifier", &format!("a{}", function % 3));
    w.leaf("+", "+");
    w.open("binary_expression");
    w.leaf("identifier", "b");
    w.leaf("*", "*");
    w.leaf("identifier", &format!("c{line}"));
    w.close();
    w.close();
    w.leaf(",", ",");
    w.leaf("integer_literal", &value.to_string());
    w.leaf(")", ")");
    w.close();
    w.close();
    w.leaf(";", ";");
    w.close();
    w.newline();
}

/// A Rust-like file of `functions` functions of 20 lines each, with edits when `edited`:
/// one literal changed, one statement inserted, one deleted, one function moved.
fn rust_like(functions: usize, edited: bool) -> Writer {
    let mut w = Writer::default();
    w.open("source_file");
    let mut order: Vec<usize> = (0..functions).collect();
    if edited {
        let moved = order.remove(10);
        order.push(moved);
    }
    for f in order {
        w.open("function_item");
        w.leaf("fn", "fn");
        w.leaf("identifier", &format!("function_{f}"));
        w.open("parameters");
        w.leaf("(", "(");
        w.leaf(")", ")");
        w.close();
        w.open("block");
        w.leaf("{", "{");
        w.newline();
        for line in 0..18 {
            if edited && f == 50 && line == 3 {
                continue;
            }
            let value = if edited && f == 100 && line == 5 { 999 } else { line };
            statement(&mut w, f, line, value);
            if edited && f == 200 && line == 7 {
                statement(&mut w, f, 77, 77);
            }
        }
        w.leaf("}", "}");
        w.close();
        w.close();
        w.newline();
    }
    w.close();
    w
}

fn json_document(members: usize, edited: bool) -> String {
    let mut out = String::from("[\n");
    for i in 0..members {
        let value = if edited && i == members / 2 { 12345 } else { i };
        if edited && i == members / 3 {
            out.push_str("  {\"id\": \"new\", \"value\": 0, \"tags\": [\"x\"]},\n");
        }
        out.push_str(&format!(
            "  {{\"id\": \"item{i}\", \"value\": {value}, \"tags\": [\"a\", \"b{}\"]}}{}\n",
            i % 4,
            if i + 1 == members { "" } else { "," }
        ));
    }
    out.push_str("]\n");
    out
}

fn bench(c: &mut Criterion) {
    let (base, side) = (rust_like(250, false), rust_like(250, true));
    let (src, dst) = (base.build(), side.build());
    println!(
        "rust-like: {} lines, {} and {} nodes",
        base.text.lines().count(),
        src.len(),
        dst.len()
    );
    for (name, config) in
        [("default", MatchConfig::default()), ("conservative", MatchConfig::conservative())]
    {
        c.bench_function(&format!("match rust-like 5000 lines ({name})"), |b| {
            b.iter(|| black_box(match_trees(&src, &dst, &config)))
        });
    }

    let json = LanguageProfile::new("JSON", &["json"], tree_sitter_json::LANGUAGE.into());
    let (a, b) = (json_document(5000, false), json_document(5000, true));
    let (src, dst) = (parse(&a, &json).unwrap(), parse(&b, &json).unwrap());
    println!("json: {} lines, {} and {} nodes", a.lines().count(), src.len(), dst.len());
    c.bench_function("match json 5000 lines (default)", |bench| {
        bench.iter(|| black_box(match_trees(&src, &dst, &MatchConfig::default())))
    });
    c.bench_function("tree-sitter alone json 5000 lines", |bench| {
        let mut parser = tree_sitter::Parser::new();
        parser.set_language(&json.grammar).unwrap();
        bench.iter(|| black_box(parser.parse(&a, None).unwrap()))
    });
    c.bench_function("parse json 5000 lines", |bench| {
        bench.iter(|| black_box(parse(&a, &json).unwrap()))
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = bench
}
criterion_main!(benches);
