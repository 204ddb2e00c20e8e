const { LanguageDetector, loadCld3Identifier } = require('../dist/src/language');
const d = require('../test/fixtures/language-identification.json');
(async () => {
  const det = new LanguageDetector(await loadCld3Identifier());
  let ok = 0; const wrong = [];
  for (const t of d.texts) { const l = det.labelPaper(t); if (l === t.language) ok++; else wrong.push([t.language, l, t.title]); }
  console.log(ok, d.texts.length, ok / d.texts.length); console.log(wrong);
  const fs=require('fs');
  let n=0, changed=[];
  for (const f of ['seed/papers-sciences.jsonl','seed/papers-computing.jsonl']) for (const line of fs.readFileSync(f,'utf8').split('\n').filter(Boolean)) { const r=JSON.parse(line); const l=det.labelPaper(r); n++; if (l!==r.language) changed.push([r.id,r.language,l]); }
  console.log('seed', n, changed);
})();
