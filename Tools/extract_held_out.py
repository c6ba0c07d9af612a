#!/usr/bin/env python3
"""Extract a held-out set's Cocoa Touch .xib and .storyboard files from mirrored repositories.

A held-out set is a list of repositories (docs/held-out-sets.md, one `- owner/name` line each under the set's
`## Set XX` heading). Sets are re-extracted on every new machine from the mirrored snapshots
(/work/.mirror/<owner>+<name>/, a git directory `repo` or `repo/.git`), so the rule is fixed here:

- files at the snapshot's HEAD (`git ls-tree -r -z HEAD`), repositories in list order, paths in ls-tree order;
  names ending in `.xib` or `.storyboard` (lower-case, as Tools/measure_agreement.sh finds them);
- left out, in this order: launch screens (`launchScreen="YES"`, or a file name like "Launch Screen"), files in a
  `Pods` or `Carthage` folder anywhere in the path, AppleDouble files (`._name`), blobs missing from the snapshot,
  Git LFS pointers, byte copies of a corpus file (--corpus), byte copies of an earlier file kept so far (same or
  earlier repository), Mac (Cocoa), tvOS and WatchKit files;
- then up to --per files of each kind per repository, every n-th in path order: indices floor(i*n/per), i < per.

Writes OUT/<owner>+<name>/<path> and, with --flat PREFIX, PREFIX-flat-xib and PREFIX-flat-sb folders of hard links
named `owner+name~path` (`/` as `~`). Prints the counts of every step, for the set's held-out section.

Usage: extract_held_out.py --set AV --doc docs/held-out-sets.md --out /tmp/unseenAV --flat /tmp/unseenAV
"""
import argparse, hashlib, os, re, subprocess, sys
from collections import Counter, defaultdict

def repo_list(doc, set_name):
    """The repositories listed under the set's `## Set XX` heading of `doc`, in list order."""
    lines = open(doc, encoding='utf-8').read().split('\n')
    start = next(i for i, l in enumerate(lines) if re.match(r'## Set %s\b' % re.escape(set_name), l))
    repos = []
    for l in lines[start + 1:]:
        if l.startswith('## '):
            break
        m = re.match(r'- ([A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+)(\s|$)', l)
        if m:
            repos.append(m.group(1))
    return repos

def git_dir(mirror, repo):
    """The mirrored snapshot's git directory: `repo/.git` when the snapshot has a work tree, else `repo`."""
    base = os.path.join(mirror, repo.replace('/', '+'), 'repo')
    return os.path.join(base, '.git') if os.path.isdir(os.path.join(base, '.git')) else base

def ls_tree(gd):
    """(path, blob sha) of every file at HEAD, in ls-tree order."""
    out = subprocess.run(['git', '--git-dir', gd, 'ls-tree', '-r', '-z', 'HEAD'], capture_output=True).stdout
    for entry in out.split(b'\0'):
        if not entry:
            continue
        meta, path = entry.split(b'\t', 1)
        mode, kind, sha = meta.split()
        if kind == b'blob':
            yield path.decode('utf-8', 'surrogateescape'), sha.decode()

def blob(gd, sha):
    """The blob's bytes, or None when the snapshot lacks it."""
    r = subprocess.run(['git', '--git-dir', gd, 'cat-file', 'blob', sha], capture_output=True)
    return r.stdout if r.returncode == 0 else None

def kind_of(path):
    """'xib', 'sb' or None, by the file name's (lower-case) extension."""
    if path.endswith('.xib'):
        return 'xib'
    if path.endswith('.storyboard'):
        return 'sb'
    return None

def is_launch_screen(path, data):
    """A launch screen: marked `launchScreen="YES"`, or named like "Launch Screen"."""
    name = os.path.basename(path)
    return b'launchScreen="YES"' in data or re.search(r'launch[ _-]*screen', name, re.I) is not None

def runtime(data):
    """'mac', 'tvos', 'watch' or 'ios', from the document's first 4,000 bytes."""
    head = data[:4000]
    if b'MacOSX.Cocoa' in head or b'IBCocoaFramework' in head:
        return 'mac'
    if b'AppleTV' in head:
        return 'tvos'
    if b'watchKit' in head or b'.WatchKit' in head:
        return 'watch'
    return 'ios'

def main():
    """Extracts the set and prints the count of every step."""
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--set', required=True)
    ap.add_argument('--doc', required=True)
    ap.add_argument('--mirror', default='/work/.mirror')
    ap.add_argument('--corpus', default='/work/shared/corpus')
    ap.add_argument('--out', required=True)
    ap.add_argument('--flat')
    ap.add_argument('--per', type=int, default=25)
    a = ap.parse_args()

    corpus = set()
    for root, _, files in os.walk(a.corpus):
        for f in files:
            corpus.add(hashlib.sha256(open(os.path.join(root, f), 'rb').read()).digest())

    counts = Counter()
    seen = {}  # digest -> repo of first kept copy
    chosen = []
    repos_with = defaultdict(set)
    for repo in repo_list(a.doc, a.set):
        gd = git_dir(a.mirror, repo)
        if not os.path.isdir(gd):
            print('missing mirror', repo, file=sys.stderr); counts['missing repo'] += 1; continue
        kept = {'xib': [], 'sb': []}
        for path, sha in ls_tree(gd):
            k = kind_of(path)
            if k is None:
                continue
            if os.path.basename(path).startswith('._'):
                counts['appledouble ' + k] += 1; continue
            data = blob(gd, sha)
            if data is not None and is_launch_screen(path, data):
                counts['launch ' + k] += 1; continue
            if 'Pods' in path.split('/')[:-1] or 'Carthage' in path.split('/')[:-1]:
                counts['pods ' + k] += 1; continue
            if data is None:
                counts['missing ' + k] += 1; continue
            if data.startswith(b'version https://git-lfs'):
                counts['lfs ' + k] += 1; continue
            d = hashlib.sha256(data).digest()
            if d in corpus:
                counts['corpus copy ' + k] += 1; continue
            if d in seen:
                counts['copy %s %s' % (k, 'same repo' if seen[d] == repo else 'earlier repo')] += 1; continue
            seen[d] = repo
            rt = runtime(data)
            if rt != 'ios':
                counts[rt + ' ' + k] += 1; continue
            kept[k].append((path, data))
        for k, files in kept.items():
            n = len(files)
            idx = sorted({i * n // a.per for i in range(a.per)}) if n > a.per else range(n)
            if n > a.per:
                counts['not taken ' + k] += n - len(idx)
            for i in idx:
                chosen.append((repo, k, files[i][0], files[i][1]))
                repos_with[k].add(repo)
                counts['kept ' + k] += 1

    for repo, k, path, data in chosen:
        dest = os.path.join(a.out, repo.replace('/', '+'), path)
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        with open(dest, 'wb') as f:
            f.write(data)
        if a.flat:
            flat = '%s-flat-%s' % (a.flat, k)
            os.makedirs(flat, exist_ok=True)
            link = os.path.join(flat, repo.replace('/', '+') + '~' + path.replace('/', '~'))
            if os.path.exists(link):
                os.remove(link)
            os.link(dest, link)
    for key in sorted(counts):
        print('%-28s %d' % (key, counts[key]))
    print('repositories with xib %d, with storyboard %d' % (len(repos_with['xib']), len(repos_with['sb'])))

if __name__ == '__main__':
    main()
