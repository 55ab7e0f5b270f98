"""Writes one commit's tree of a fetched repository (a bare git directory) into a folder.

A fetched snapshot lacks the blobs of files of 4 MiB and more, and `git archive` stops at the first
missing one; this asks git for every blob of the tree in one `cat-file --batch` and skips the ones
the snapshot lacks. Submodules (commit entries) are not checked out, as in a fresh clone without
`--recursive`; symbolic links are kept only when they stay inside the tree.
Used by scripts/oss-check's corpus set-up and by scripts/bug-check (Docs/Precision.md).
"""
from __future__ import annotations

import os
import subprocess
import sys
import threading
from dataclasses import dataclass, field


class TreeError(Exception):
    pass


@dataclass
class Extracted:
    files: int = 0
    links: int = 0
    missing: list[str] = field(default_factory=list)   # blobs the snapshot lacks
    refused: list[str] = field(default_factory=list)   # paths or links that would leave the tree


def git(git_dir: str, *args: str, input: bytes | None = None) -> bytes:
    proc = subprocess.run(["git", f"--git-dir={git_dir}", *args], input=input,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if proc.returncode != 0:
        raise TreeError(f"git {' '.join(args)}: {proc.stderr.decode(errors='replace').strip()}")
    return proc.stdout


def resolve_commit(git_dir: str, rev: str) -> str:
    return git(git_dir, "rev-parse", "--verify", f"{rev}^{{commit}}").decode().strip()


def tree_entries(git_dir: str, commit: str) -> list[tuple[str, str, str, str]]:
    """(mode, type, sha, path) of every entry of the commit's tree, recursively."""
    out = []
    for record in git(git_dir, "ls-tree", "-r", "-z", commit).split(b"\0"):
        if not record:
            continue
        meta, _, path = record.partition(b"\t")
        mode, kind, sha = meta.decode().split(" ")
        out.append((mode, kind, sha, path.decode("utf-8", "surrogateescape")))
    return out


def safe_path(dest: str, rel: str) -> str | None:
    if rel.startswith("/") or any(part in ("", ".", "..") for part in rel.split("/")):
        return None
    return os.path.join(dest, rel)


def link_stays_inside(rel: str, target: str) -> bool:
    if target.startswith("/"):
        return False
    depth = len(rel.split("/")) - 1
    for part in target.split("/"):
        if part == "..":
            depth -= 1
            if depth < 0:
                return False
        elif part not in ("", "."):
            depth += 1
    return True


def extract(git_dir: str, rev: str, dest: str) -> Extracted:
    """Writes the tree of `rev` into `dest` (which must not exist yet) and says what it skipped."""
    if os.path.exists(dest):
        raise TreeError(f"{dest} exists already")
    commit = resolve_commit(git_dir, rev)
    entries = [e for e in tree_entries(git_dir, commit) if e[1] == "blob"]
    result = Extracted()
    partial = dest + ".part"
    if os.path.exists(partial):
        subprocess.run(["rm", "-rf", partial], check=True)
    os.makedirs(partial)
    proc = subprocess.Popen(["git", f"--git-dir={git_dir}", "cat-file", "--batch"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def feed() -> None:
        assert proc.stdin is not None
        for _, _, sha, _ in entries:
            proc.stdin.write(sha.encode() + b"\n")
        proc.stdin.close()

    writer = threading.Thread(target=feed)
    writer.start()
    assert proc.stdout is not None
    for mode, _, sha, rel in entries:
        header = proc.stdout.readline().split()
        if len(header) == 2 and header[1] == b"missing":
            result.missing.append(rel)
            continue
        if len(header) != 3:
            raise TreeError(f"git cat-file: unexpected answer {header!r} for {rel}")
        size = int(header[2])
        data = proc.stdout.read(size)
        proc.stdout.read(1)  # the newline after each object
        path = safe_path(partial, rel)
        if path is None:
            result.refused.append(rel)
            continue
        os.makedirs(os.path.dirname(path), exist_ok=True)
        if mode == "120000":
            target = data.decode("utf-8", "surrogateescape")
            if not link_stays_inside(rel, target):
                result.refused.append(rel)
                continue
            os.symlink(target, path)
            result.links += 1
        else:
            with open(path, "wb") as f:
                f.write(data)
            result.files += 1
    writer.join()
    proc.stdout.close()
    if proc.wait() != 0:
        raise TreeError(f"git cat-file --batch exited {proc.returncode}")
    os.rename(partial, dest)
    return result


def find_git_dir(mirror: str, repo: str) -> str | None:
    """The git directory of a fetched snapshot of `repo` (owner/name) under `mirror`, if any."""
    base = os.path.join(mirror, repo.replace("/", "+"))
    for candidate in (os.path.join(base, "repo", ".git"), os.path.join(base, "repo"), base):
        if os.path.isfile(os.path.join(candidate, "HEAD")) and os.path.isdir(os.path.join(candidate, "objects")):
            return candidate
    return None


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print("usage: scripts/corpus-extract GIT_DIR COMMIT DEST", file=sys.stderr)
        return 2
    try:
        r = extract(*argv)
    except TreeError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    print(f"{argv[2]}: {r.files} files, {r.links} links; {len(r.missing)} blobs the snapshot lacks"
          f"{', ' + str(len(r.refused)) + ' paths refused' if r.refused else ''}")
    for rel in r.missing:
        print(f"  lacks: {rel}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
