import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkCloneUrl, type CloneUrlPolicy } from './clone-url.js';

const open: CloneUrlPolicy = { allowHttp: false, hosts: null };

test('an https URL is taken as is, its owner/name from the last two path segments', () => {
  assert.equal(checkCloneUrl('https://git.example.com/team/site.git', open), {
    ok: true,
    url: 'https://git.example.com/team/site.git',
    fullName: 'team/site',
  });
  assert.equal(checkCloneUrl('https://git.example.com/group/sub/site', open), {
    ok: true,
    url: 'https://git.example.com/group/sub/site',
    fullName: 'sub/site',
  });
  assert.equal(checkCloneUrl('https://git.example.com/site.git', open), {
    ok: true,
    url: 'https://git.example.com/site.git',
    fullName: 'git.example.com/site',
  });
  // A name the contract's pattern refuses is no suggestion: the caller must give repo_full_name.
  assert.equal(checkCloneUrl('https://git.example.com/t%20eam/site.git', open), {
    ok: true,
    url: 'https://git.example.com/t%20eam/site.git',
    fullName: null,
  });
});

test('refused: not https, credentials, query, fragment, no path, a host off the allow-list', () => {
  const problem = (raw: string, policy: CloneUrlPolicy = open) => {
    const r = checkCloneUrl(raw, policy);
    return r.ok ? null : r.problem;
  };
  assert.match(problem('http://git.example.com/a/b.git')!, /https:\/\//);
  assert.match(problem('ssh://git@git.example.com/a/b.git')!, /https:\/\//);
  assert.match(problem('file:///srv/repo.git')!, /https:\/\//);
  assert.match(problem('git.example.com/a/b.git')!, /absolute/);
  assert.match(problem('https://me:secret@git.example.com/a/b.git')!, /credentials/);
  assert.match(problem('https://token@git.example.com/a/b.git')!, /credentials/);
  assert.match(problem('https://git.example.com/a/b.git?x=1')!, /query/);
  assert.match(problem('https://git.example.com/a/b.git#main')!, /fragment/);
  assert.match(problem('https://git.example.com/?')!, /query/);
  assert.match(problem('https://git.example.com/')!, /path/);
  assert.match(
    problem('https://evil.example.net/a/b.git', { allowHttp: false, hosts: ['git.example.com'] })!,
    /evil\.example\.net/,
  );
  assert.is(problem('https://GIT.example.com/a/b.git', { allowHttp: false, hosts: ['git.example.com'] }), null);
  assert.is(problem('http://127.0.0.1:8080/git/a/b.git', { allowHttp: true, hosts: null }), null);
});

test.run();
