const { loadModule } = require('cld3-asm');
const fs = require('fs');
(async () => {
  const f = await loadModule({ timeout: 60000 });
  const id = f.create(0, 4096);
  for (const file of ['seed/papers-sciences.jsonl', 'seed/papers-computing.jsonl', 'seed/talks-sciences.jsonl','seed/talks-computing.jsonl']) {
    for (const line of fs.readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
      const r = JSON.parse(line);
      const t = id.findLanguage(r.title);
      const full = id.findLanguage(r.abstract ? r.title + '. ' + r.abstract : r.title + '. ' + (r.transcript||''));
      if (t.language !== r.language && t.probability > 0.9 && t.is_reliable || full.language !== r.language)
        console.log(r.id, r.language, 'title', t.language, t.probability.toFixed(2), t.is_reliable, 'letters', (r.title.match(/\p{L}/gu)||[]).length, 'full', full.language, full.probability.toFixed(2), '|', r.title.slice(0,70));
    }
  }
})();
