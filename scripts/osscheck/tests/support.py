"""What the unit tests of scripts/oss-check and scripts/bug-check share: writing files and making
synthetic git repositories (no global or system git configuration is read)."""
import os
import subprocess


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def git(repo, *args):
    env = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@t", GIT_COMMITTER_NAME="t",
               GIT_COMMITTER_EMAIL="t@t", GIT_CONFIG_GLOBAL="/dev/null", GIT_CONFIG_SYSTEM="/dev/null")
    return subprocess.run(["git", "-C", repo, *args], check=True, stdout=subprocess.PIPE, env=env).stdout.decode().strip()
