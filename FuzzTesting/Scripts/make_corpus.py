#!/usr/bin/env python3
"""Builds the fuzzers' seed corpus in FuzzTesting/Corpus/<target>/ (not committed).

Documents: every .storyboard and .xib of ../shared/corpus (files/ and wide/) no longer than the
document targets' max_len, and, from longer storyboards, fragments: the document's header with
one scene each (when that fits). Asset catalogs: every *_asset_*.json of the corpus, behind the
byte that selects its folder type (see AssetCatalogSeeds.typeByte). Every target also gets the
committed seeds of FuzzTesting/Seeds/<target>/.

Usage: make_corpus.py [--shared PATH]   (default: ../shared next to the repository)
"""
import argparse
import hashlib
import os
import re
import shutil

HERE = os.path.dirname(os.path.abspath(__file__))
FUZZ = os.path.dirname(HERE)
REPO = os.path.dirname(FUZZ)
DOCUMENT_MAX_LEN = 32 * 1024  # FuzzTarget.maximumLength for the document targets
ASSET_MAX_LEN = 4 * 1024
ASSET_TYPES = ["imageset", "colorset", "dataset", "appiconset", "launchimage", "symbolset", "", "imagestack"]
TARGETS = ["DocumentParser", "DocumentRoundTrip", "VisualFormat", "AssetCatalog", "Solver"]


def asset_type_byte(name):
    stem = name[:-5] if name.endswith(".json") else name
    for index, kind in enumerate(ASSET_TYPES):
        if kind and "_" + kind in stem:
            return index
    return ASSET_TYPES.index("")


def scene_fragments(text):
    """The header up to <scenes> with each scene alone, closed as Xcode closes a storyboard."""
    start = text.find("<scenes>")
    if start < 0:
        return []
    header = text[: start + len("<scenes>")]
    closing = "\n    </scenes>\n</document>\n"
    fragments = []
    for match in re.finditer(r"\n\s*<scene [^>]*>.*?</scene>", text[start:], re.S):
        fragment = header + match.group(0) + closing
        if len(fragment.encode()) <= DOCUMENT_MAX_LEN:
            fragments.append(fragment.encode())
    return fragments


def write(folder, data):
    name = hashlib.sha1(data).hexdigest()
    with open(os.path.join(folder, name), "wb") as file:
        file.write(data)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--shared", default=os.path.join(os.path.dirname(REPO), "shared"))
    arguments = parser.parse_args()
    corpus = os.path.join(arguments.shared, "corpus")

    folders = {}
    for target in TARGETS:
        folder = os.path.join(FUZZ, "Corpus", target)
        os.makedirs(folder, exist_ok=True)
        folders[target] = folder
        seeds = os.path.join(FUZZ, "Seeds", target)
        if os.path.isdir(seeds):
            for name in sorted(os.listdir(seeds)):
                with open(os.path.join(seeds, name), "rb") as file:
                    write(folder, file.read())

    documents = fragments = assets = 0
    for sub in ["files", "wide"]:
        folder = os.path.join(corpus, sub)
        if not os.path.isdir(folder):
            continue
        for name in sorted(os.listdir(folder)):
            path = os.path.join(folder, name)
            with open(path, "rb") as file:
                data = file.read()
            if name.endswith((".storyboard", ".xib")):
                if len(data) <= DOCUMENT_MAX_LEN:
                    pieces = [data]
                    documents += 1
                else:
                    pieces = scene_fragments(data.decode("utf-8", "replace"))
                    fragments += len(pieces)
                for piece in pieces:
                    write(folders["DocumentParser"], piece)
                    write(folders["DocumentRoundTrip"], piece)
            elif "_asset_" in name and name.endswith(".json") and len(data) < ASSET_MAX_LEN:
                write(folders["AssetCatalog"], bytes([asset_type_byte(name)]) + data)
                assets += 1
    print(f"corpus: {documents} documents, {fragments} scene fragments, {assets} asset catalog files")
    for target in TARGETS:
        print(f"  Corpus/{target}: {len(os.listdir(folders[target]))} inputs")


if __name__ == "__main__":
    main()
