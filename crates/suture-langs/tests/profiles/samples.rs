//! A small sample of every language, written to hold at least one node of each
//! commutative parent of its profile, so that the profile tests see each of them in a
//! real parse.

/// `(language name, sample source)`.
pub const SAMPLES: &[(&str, &str)] = &[
    (
        "Rust",
        r#"use std::{fmt, io::Write, collections::*, self as s2};
use a::b::{self, c as d, e::{f, g}};

#[derive(Debug)]
struct S {
    #[serde(rename = "x")]
    a: u32,
    pub b: String,
}

impl S {
    const K: u32 = 1;
    fn new() -> Self { let b = String::new(); S { a: 1, b } }
}

trait T { type X; fn f(&self); }
mod m { pub fn g() {} }
static Z: i32 = 0;
type A = u8;
enum E { A, B }
union U { a: u8 }
extern crate core;
extern "C" { fn c(); }
"#,
    ),
    (
        "C",
        "#include <stdio.h>\nint f(void) { return 0; }\nstatic char *g(int x) { return \"x\"; }\n",
    ),
    (
        "C++",
        "#include <vector>\nnamespace n { int f() { return 1; } }\nint g() { return 0; }\n\
         class K {\npublic:\n  int h() { return 2; }\n  int n;\n};\n",
    ),
    ("Objective-C", "@implementation Foo\n- (void)bar {}\n- (int)baz { return 1; }\n@end\n"),
    (
        "C#",
        r#"using System;
using IO = System.IO;
namespace N {
  using System.Text;
  [Serializable, Obsolete]
  public class C {
    private int x = 1;
    public int P { get; set; }
    public C() {}
    ~C() {}
    public void M(int a) {}
    public event EventHandler E;
    public event EventHandler F { add {} remove {} }
    public int this[int i] => i;
    public static C operator +(C a, C b) => a;
    public static implicit operator int(C c) => 0;
    delegate void D();
    struct S {}
    interface I {}
    enum En { A }
    record R(int A);
  }
}
class Top {}
"#,
    ),
    (
        "Go",
        "package main\n\nimport (\n\t\"fmt\"\n\tx \"os\"\n)\n\ntype T struct{ a int }\n\ntype I interface {\n\tM() int\n}\n\nfunc (t T) M() int { return t.a }\n\nfunc main() { fmt.Println(x.Args) }\n",
    ),
    (
        "Java",
        r#"package p;
import java.util.List;
import static java.lang.Math.max;
@Deprecated @SuppressWarnings("x")
public class A implements X, Y<Z>, p.W {
  private int x = 1;
  A() {}
  void m(int a) throws IOException, p.E {}
  class B {}
  interface I { int K = 1; void f(); }
  enum E { X; void g() {} }
  record R(int a) { R {} }
  @interface Ann { int v() default 1; }
}
interface J {}
enum F { Y }
record Q() {}
@interface Top {}
"#,
    ),
    (
        "Kotlin",
        "import a.b\nimport c.d\n\nfun top(x: Int) = x\n\nclass A {\n    val p: Int = 1\n    fun f(a: Int) {}\n    constructor(x: String) : this()\n    companion object {}\n    object O {}\n    class N\n}\nobject Q\ntypealias U = Int\n",
    ),
    (
        "Kotlin Script",
        "import a.b\n\nplugins { id(\"x\") }\n\ndependencies {\n    implementation(\"a:b:1\")\n}\n\nfun f() {}\n\nclass A {\n    fun g() {}\n}\n",
    ),
    (
        "Scala",
        "import a.b.{c, d => e}\nimport h.{i as j, *}\nobject O {\n  def f(x: Int): Int = x\n  class C\n  trait T\n  type X = Int\n  object P\n}\ntrait U {\n  def g(y: Int): Int\n}\n",
    ),
    (
        "Groovy",
        "import a.B\nclass K {\n  K() {}\n  void m() {}\n  class N {}\n}\ndependencies {\n  implementation 'a:b:1'\n  api(project(':x'))\n}\n",
    ),
    (
        "JavaScript",
        "import a, { b, c as d } from \"m\";\nimport \"side\";\nexport { b, d as e };\nconst o = { k: 1, s, m() {}, ...r };\nclass K { f = 1; m() {} }\nconst el = <div id=\"x\" {...p} />;\nconst el2 = <a href=\"y\">t</a>;\n",
    ),
    (
        "TypeScript",
        "import { a } from \"m\";\nexport { a };\ninterface I { p: string; m(): void; [k: string]: any; (): void; new (): I; }\ntype T = { q: number };\nconst o = { k: 1 };\nabstract class C { @dec() f: number = 1; m() {} abstract n(): void; g(): void; [k: string]: any; }\n",
    ),
    (
        "TSX",
        "import { a } from \"m\";\nexport { a };\ninterface I { p: string }\ntype T = { q: number };\nconst o = { k: 1 };\nclass C { f = 1; m() {} }\nconst e = <div a=\"1\" />;\nconst f = <p b=\"2\">x</p>;\n",
    ),
    (
        "HTML",
        "<!DOCTYPE html>\n<html lang=\"en\"><body><img src=\"a\" alt=\"b\"/><p class=\"c\">x</p></body></html>\n",
    ),
    ("CSS", "a { color: red; }\n"),
    (
        "SCSS",
        "$x: 1;\n@mixin m { color: red; }\n@function f($a) { @return $a; }\na { b { color: $x; } }\n",
    ),
    (
        "Python",
        "from __future__ import annotations\nimport os, sys as system\nfrom a.b import (c, d as e)\nx = 1\n\nclass K:\n    y = 2\n\n    def f(self):\n        return 1\n\n    @staticmethod\n    def g():\n        pass\n\ndef h():\n    return 2\n",
    ),
    ("JSON", "{\"a\": 1, \"b\": [1, 2]}\n"),
    ("YAML", "a: 1\nb:\n  c: {d: 1, e: 2}\n"),
    (
        "TOML",
        "title = \"x\"\n[a]\nb = 1\nc = { d = 1, e = 2 }\ndependencies = [\"a>=1\", \"b\"]\n[[bin]]\nname = \"x\"\n",
    ),
    (
        "XML",
        "<?xml version=\"1.0\"?>\n<Project Sdk=\"Microsoft.NET.Sdk\"><PropertyGroup a=\"1\" b=\"2\"/><X y=\"1\">t</X><ItemGroup><PackageReference Include=\"A\" /><Compile Include=\"b.cs\"></Compile></ItemGroup></Project>\n",
    ),
    ("INI", "[a]\nb = 1\nc = 2\n"),
    ("Properties", "a=1\nb = 2\n"),
    ("Markdown", "# T\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- x\n"),
    ("Diff", "--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n"),
    ("Ruby", "def f(x)\n  x\nend\nclass K\n  def g\n  end\n  def self.h\n  end\nend\n"),
    (
        "PHP",
        "<?php\nuse A\\B;\nuse C\\{D, E};\nclass K { const X = 1; public $p = 1; function m() {} }\n",
    ),
    ("Lua", "local t = { a = 1, b = 2 }\nprint(t.a)\n"),
    ("Bash", "#!/bin/sh\necho \"$HOME\"\n"),
    ("Fish", "function f\n  echo hi\nend\n"),
    ("PowerShell", "function F {\n  param($a)\n  Write-Output $a\n}\n$h = [ordered]@{ a = 1 }\n"),
    ("R", "f <- function(x) x + 1\n"),
    (
        "Haskell",
        "module M (f) where\n\nimport Data.List\nimport qualified Data.Map as M\n\nf :: Int -> Int\nf x = x\n",
    ),
    ("Elixir", "defmodule M do\n  def f(x), do: x\nend\n"),
    ("Erlang", "-module(m).\n-export([f/1]).\nf(X) -> X.\n"),
    ("Elm", "module M exposing (f, T)\n\nimport Html exposing (div, text)\n\nf = 1\n"),
    (
        "Gleam",
        "import gleam/io\nimport gleam/list.{map, filter}\n\npub fn main() { io.println(\"hi\") }\n",
    ),
    (
        "Swift",
        "import Foundation\nimport UIKit\nfunc f() {}\nclass K {\n  init(a: Int) {}\n  func g(b: Int) {}\n}\n",
    ),
    (
        "Dart",
        "import 'a.dart';\nexport 'b.dart';\nclass K {\n  int x = 1;\n  K();\n  void m() {}\n}\nvoid main() {}\n",
    ),
    ("Zig", "const std = @import(\"std\");\nfn f() void {}\ntest \"t\" {}\n"),
    (
        "Solidity",
        "pragma solidity ^0.8.0;\nimport \"./A.sol\";\ncontract C {\n  uint x;\n  event E(uint a);\n  error Er();\n  modifier mo() { _; }\n  function f() public {}\n}\n",
    ),
    ("Pascal", "program P;\nbegin\nend.\n"),
    ("Make", "all: a\n\techo hi\n"),
    ("CMake", "cmake_minimum_required(VERSION 3.10)\nproject(x)\n"),
    ("Dockerfile", "FROM alpine\nRUN echo hi\n"),
    (
        "Starlark",
        "load(\"//a:b.bzl\", \"c\")\ncc_library(name = \"x\", srcs = [\"a.cc\", \"b.cc\"])\n",
    ),
    ("HCL", "resource \"a\" \"b\" {\n  x = 1\n  y = { k = 1, l = 2 }\n}\n"),
    ("Nix", "{ a = 1; inherit b; inherit (c) d; }\n"),
    ("SQL", "SELECT a, b FROM t WHERE c = 1;\n"),
    (
        "Protocol Buffers",
        "syntax = \"proto3\";\nimport \"a.proto\";\nmessage M {\n  int32 a = 1;\n  map<string, int32> m = 2;\n  message N {}\n  enum E { X = 0; }\n  oneof o { int32 b = 3; }\n}\nenum F { Y = 0; }\nservice S {\n  rpc R(M) returns (M);\n}\n",
    ),
    (
        "GraphQL",
        "type Q {\n  a: Int\n  b(x: Int): String\n}\ninput I {\n  c: Int\n}\nenum E {\n  X\n  Y\n}\n",
    ),
    ("GLSL", "#version 330\nuniform vec4 c;\nvoid main() { gl_FragColor = c; }\n"),
    (
        "Pip Requirements",
        "--index-url https://example.invalid/simple\nrequests>=2.0\nflask[async]==3.0 ; python_version >= \"3.8\"\n",
    ),
    (
        "Vue",
        "<template>\n  <div id=\"a\" :title=\"t\" @click=\"go\" v-if=\"ok\"><br class=\"x\" /></div>\n</template>\n",
    ),
    ("Svelte", "<script>\n  let n = 1;\n</script>\n<p class=\"a\">{n}</p>\n"),
    ("reStructuredText", "Title\n=====\n\nSome *text*.\n"),
    (
        "Prisma",
        "datasource db {\n  provider = \"postgresql\"\n  url = env(\"DB\")\n}\n\ngenerator client {\n  provider = \"prisma-client-js\"\n}\n\nmodel User {\n  id Int @id\n}\n\nenum Role {\n  A\n}\n",
    ),
    ("Bicep", "param n string\nvar o = {\n  a: 1\n  'b-c': 2\n}\n"),
    ("Common Lisp", "(defun f (x) (+ x 1))\n"),
];
