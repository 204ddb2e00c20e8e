/**
 * The trainer's own tests (training/tests, pytest: InfoNCE, the triples reader, the validation
 * measure, the BERT mapping's parity, and a real 12-step run on the fixture: the loss falls, the
 * same seed gives the same losses, a killed run resumes to them, the ONNX export matches
 * PyTorch, the best step is kept, and the trained model ranks each cited paper above the graph
 * neighbour the base model preferred). Run from jest so that `npm test` counts them; opt-in with
 * REFGRAPH_TEST_TRAINING=1 like the end-to-end training run, because they need the training
 * venv (scripts/test.sh builds it when the flag is set; CI sets it).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { repoPath } from '../../src/common/repo-path';
import { trainingPython } from '../../src/training/trainer-process';

const OPT_IN = process.env.REFGRAPH_TEST_TRAINING === '1';

(OPT_IN ? describe : describe.skip)('training/tests under pytest (REFGRAPH_TEST_TRAINING=1)', () => {
  it('pass', async () => {
    // training/tests/conftest.py finds the models itself (REFGRAPH_MODELS_DIR, else .models).
    const env = { ...process.env, PYTHONDONTWRITEBYTECODE: '1' };
    const args = ['-m', 'pytest', 'training/tests', '-q', '-p', 'no:cacheprovider', '-W', 'ignore::Warning'];
    const run = await promisify(execFile)(trainingPython(), args, { cwd: repoPath(), env, maxBuffer: 64 * 1024 * 1024 }).then(
      ({ stdout }) => ({ ok: true, stdout }),
      (error: { stdout?: string; stderr?: string }) => ({ ok: false, stdout: `${error.stdout ?? ''}\n${error.stderr ?? ''}` }),
    );
    // On failure the report (pytest's failures and summary) is the assertion's message.
    if (!run.ok) throw new Error(run.stdout.split('\n').slice(-80).join('\n'));
    expect(run.stdout).toMatch(/\d+ passed/);
  }, 1_800_000);
});
