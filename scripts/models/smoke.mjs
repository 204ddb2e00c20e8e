#!/usr/bin/env node
// Smoke test of the models built by scripts/models/setup.sh, in onnxruntime-node.
//
//   node scripts/models/smoke.mjs [model-name ...]
//
// Needs only onnxruntime-node and @huggingface/tokenizers, resolved from the
// current directory's node_modules (so it runs from the repo once they are
// dependencies, or from any scratch folder that has them installed; install
// onnxruntime-node with ONNXRUNTIME_NODE_INSTALL=skip: its install script
// fetches a CUDA add-on; the CPU binaries are in the package).
//
// For each model: loads it, checks the graph's inputs against
// models/registry.json, checks a retrieval case ("cancer" must be closer to a
// carcinoma passage than to a blue-economy passage; for e5 the passages are
// Spanish and Catalan), and times loading, one full 512-token window and a
// batch of short sentences. Exits 1 if a check fails.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const require = createRequire(path.join(process.cwd(), "smoke.cjs"));
const ort = require("onnxruntime-node");
const { Tokenizer } = require("@huggingface/tokenizers");

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const modelsDir = process.env.REFGRAPH_MODELS_DIR || path.join(repo, ".models");
const registry = JSON.parse(fs.readFileSync(path.join(repo, "models/registry.json"), "utf8"));

// Retrieval cases: [query, relevant passage, unrelated passage].
const CASES = {
  multilingual: [
    ["cancer",
      "El carcinoma hepatocelular es el tipo más común de cáncer de hígado en adultos.",
      "L'economia blava promou l'ús sostenible dels recursos marins per al creixement econòmic."],
    ["economia blava",
      "L'economia blava promou l'ús sostenible dels recursos marins per al creixement econòmic.",
      "El carcinoma hepatocelular es el tipo más común de cáncer de hígado en adultos."],
  ],
  english: [
    ["cancer",
      "Hepatocellular carcinoma is the most common type of primary liver cancer in adults.",
      "The blue economy promotes the sustainable use of ocean resources for economic growth."],
  ],
};
const SHORT = [
  "Tumour suppressor genes regulate cell division.",
  "La pesca artesanal afronta la caída de las capturas.",
  "Barcelona és la capital de Catalunya.",
  "Graph databases store citations as edges.",
];
const LONG = "Cancer research combines epidemiology, genomics and clinical trials. "
  + "La investigación del cáncer combina epidemiología y ensayos clínicos. "
  + "La recerca sobre el càncer combina epidemiologia i assaigs clínics. ";

class Encoder {
  static async load(spec) {
    const dir = path.join(modelsDir, spec.name);
    const t0 = performance.now();
    const session = await ort.InferenceSession.create(path.join(dir, "model.onnx"),
      { intraOpNumThreads: 2, interOpNumThreads: 1 });
    const t1 = performance.now();
    const tokenizerJson = JSON.parse(fs.readFileSync(path.join(dir, "tokenizer.json"), "utf8"));
    const enc = new Encoder(spec, session, new Tokenizer(tokenizerJson, {}), tokenizerJson);
    enc.loadMs = { model: t1 - t0, tokenizer: performance.now() - t1 };
    return enc;
  }

  constructor(spec, session, tokenizer, tokenizerJson) {
    this.spec = spec;
    this.session = session;
    this.tokenizer = tokenizer;
    const pad = tokenizerJson.added_tokens.find((t) => t.content === "<pad>" || t.content === "[PAD]");
    this.padId = pad ? pad.id : 0;
  }

  // Tokenizers.js has no truncation option: cut to maxTokens, keeping the final special token.
  ids(text) {
    const ids = this.tokenizer.encode(text).ids;
    const max = this.spec.maxTokens;
    return ids.length <= max ? ids : [...ids.slice(0, max - 1), ids[ids.length - 1]];
  }

  async embed(texts, prefix) {
    const rows = texts.map((t) => this.ids(prefix + t));
    const seq = Math.max(...rows.map((r) => r.length));
    const n = rows.length * seq;
    const inputIds = new BigInt64Array(n).fill(BigInt(this.padId));
    const mask = new BigInt64Array(n);
    rows.forEach((r, i) => r.forEach((id, j) => {
      inputIds[i * seq + j] = BigInt(id);
      mask[i * seq + j] = 1n;
    }));
    const dims = [rows.length, seq];
    const all = {
      input_ids: new ort.Tensor("int64", inputIds, dims),
      attention_mask: new ort.Tensor("int64", mask, dims),
      token_type_ids: new ort.Tensor("int64", new BigInt64Array(n), dims),
    };
    const feeds = Object.fromEntries(this.spec.inputs.map((name) => [name, all[name]]));
    const out = (await this.session.run(feeds))[this.spec.output];
    return rows.map((r, i) => this.pool(out.data, i, seq, r.length));
  }

  pool(hidden, row, seq, len) {
    const H = this.spec.dimension;
    const v = new Float32Array(H);
    const tokens = this.spec.pooling === "cls" ? 1 : len; // padding sits after the real tokens
    for (let t = 0; t < tokens; t++) {
      const base = (row * seq + t) * H;
      for (let k = 0; k < H; k++) v[k] += hidden[base + k] / tokens;
    }
    if (this.spec.normalize) {
      const norm = Math.hypot(...v);
      for (let k = 0; k < H; k++) v[k] /= norm;
    }
    return v;
  }
}

const dot = (a, b) => a.reduce((s, x, i) => s + x * b[i], 0);

async function timeIt(fn, runs) {
  await fn(); // warm-up
  const t0 = performance.now();
  for (let i = 0; i < runs; i++) await fn();
  return (performance.now() - t0) / runs;
}

async function check(spec) {
  const results = [];
  const ok = (cond, what) => {
    results.push(cond);
    console.log(`  ${cond ? "ok  " : "FAIL"} ${what}`);
  };
  const enc = await Encoder.load(spec);
  console.log(`${spec.name}: model loaded in ${enc.loadMs.model.toFixed(0)} ms, `
    + `tokenizer in ${enc.loadMs.tokenizer.toFixed(0)} ms`);
  ok(JSON.stringify([...enc.session.inputNames].sort()) === JSON.stringify([...spec.inputs].sort()),
    `inputs ${enc.session.inputNames.join(", ")}`);

  const cases = spec.name.startsWith("multilingual") ? CASES.multilingual : CASES.english;
  for (const [query, relevant, unrelated] of cases) {
    const [q] = await enc.embed([query], spec.queryPrefix);
    const [p1, p2] = await enc.embed([relevant, unrelated], spec.passagePrefix);
    ok(q.length === spec.dimension && dot(q, p1) > dot(q, p2),
      `"${query}": ${dot(q, p1).toFixed(4)} (${relevant.slice(0, 28)}…) > `
      + `${dot(q, p2).toFixed(4)} (${unrelated.slice(0, 28)}…)`);
  }

  const long = LONG.repeat(40);
  ok(enc.ids(spec.passagePrefix + long).length === spec.maxTokens, "long text truncated to maxTokens");
  const tokenizeMs = await timeIt(async () => enc.ids(spec.passagePrefix + long), 3);
  const windowMs = await timeIt(() => enc.embed([long], spec.passagePrefix), 3);
  const batch = Array.from({ length: 32 }, (_, i) => SHORT[i % SHORT.length]);
  const batchMs = await timeIt(() => enc.embed(batch, spec.passagePrefix), 3);
  console.log(`  ${windowMs.toFixed(0)} ms per 512-token window (${tokenizeMs.toFixed(0)} ms of it `
    + `tokenising); ${(batch.length / batchMs * 1000).toFixed(0)} short sentences/s (batches of 32)`);
  return results;
}

const wanted = process.argv.slice(2);
const specs = registry.models.filter((m) => wanted.length === 0 || wanted.includes(m.name));
if (specs.length === 0) throw new Error(`no such model: ${wanted.join(", ")}`);
let passed = 0;
let failed = 0;
for (const spec of specs) {
  try {
    for (const r of await check(spec)) r ? passed++ : failed++;
  } catch (err) {
    failed++;
    console.log(`${spec.name}: FAIL ${err.message} (run scripts/models/setup.sh?)`);
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
