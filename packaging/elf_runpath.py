"""Drop build-machine library search paths (RPATH/RUNPATH) from ELF files before they are bundled.

A Python built by pyenv (or any Python built with --enable-shared outside /usr) links its library and every
extension module with a RUNPATH naming its own install folder, such as /root/.pyenv/versions/3.11.7/lib.
PyInstaller copies those files unchanged, so the frozen game and the .deb would tell the dynamic loader on
every user's machine to look in a folder of the build machine first (lintian: custom-library-search-path).
The bundle needs none of them: the loader finds the bundled libraries beside the executable, and the
$ORIGIN-relative paths the PySide6 wheels carry stay as they are.

Only whole entries are removed (the dynamic array is shifted up over them and padded with DT_NULL, as
`patchelf --remove-rpath` does); an entry mixing $ORIGIN-relative and absolute folders is refused, because
shortening a string in place could corrupt another string sharing its tail.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from pathlib import Path

ELF_MAGIC = b"\x7fELF"
PT_LOAD = 1
PT_DYNAMIC = 2
DT_NULL = 0
DT_STRTAB = 5
DT_RPATH = 15
DT_RUNPATH = 29
SEARCH_PATH_TAGS = (DT_RPATH, DT_RUNPATH)


class RunpathError(Exception):
    """An ELF file whose search path cannot be cleaned by removing whole entries."""


@dataclass(frozen=True)
class _Layout:
    """What is needed to read and rewrite an ELF file's dynamic array."""

    endian: str  # "<" or ">"
    word: str  # "Q" (64-bit) or "I" (32-bit): the size of a d_tag/d_val and of addresses
    dynamic_offset: int
    dynamic_size: int
    loads: tuple[tuple[int, int, int], ...]  # (virtual address, file offset, file size) of each PT_LOAD

    @property
    def entry(self) -> struct.Struct:
        return struct.Struct(f"{self.endian}{'q' if self.word == 'Q' else 'i'}{self.word}")

    def file_offset(self, address: int) -> int:
        for vaddr, offset, size in self.loads:
            if vaddr <= address < vaddr + size:
                return offset + address - vaddr
        raise RunpathError(f"address {address:#x} lies in no loaded segment")


def _layout(data: bytes) -> _Layout | None:
    """The dynamic array's place in the file, or None for a file that is not a dynamically linked ELF."""
    if len(data) < 64 or data[:4] != ELF_MAGIC:
        return None
    elf_class, byte_order = data[4], data[5]
    if elf_class not in (1, 2) or byte_order not in (1, 2):
        return None
    endian = "<" if byte_order == 1 else ">"
    if elf_class == 2:  # ELF64
        phoff, = struct.unpack_from(f"{endian}Q", data, 32)
        phentsize, phnum = struct.unpack_from(f"{endian}HH", data, 54)
        header = struct.Struct(f"{endian}IIQQQQQQ")  # p_type, p_flags, p_offset, p_vaddr, p_paddr, p_filesz, ...
        word = "Q"
    else:  # ELF32
        phoff, = struct.unpack_from(f"{endian}I", data, 28)
        phentsize, phnum = struct.unpack_from(f"{endian}HH", data, 42)
        header = struct.Struct(f"{endian}IIIIIIII")  # p_type, p_offset, p_vaddr, p_paddr, p_filesz, ...
        word = "I"
    dynamic: tuple[int, int] | None = None
    loads = []
    for index in range(phnum):
        fields = header.unpack_from(data, phoff + index * phentsize)
        if elf_class == 2:
            p_type, _flags, p_offset, p_vaddr, _paddr, p_filesz = fields[:6]
        else:
            p_type, p_offset, p_vaddr, _paddr, p_filesz = fields[:5]
        if p_type == PT_LOAD:
            loads.append((p_vaddr, p_offset, p_filesz))
        elif p_type == PT_DYNAMIC:
            dynamic = (p_offset, p_filesz)
    if dynamic is None:
        return None
    return _Layout(endian, word, dynamic[0], dynamic[1], tuple(loads))


def _entries(data: bytes, layout: _Layout) -> list[tuple[int, int]]:
    """The dynamic entries (tag, value) before the first DT_NULL."""
    entry = layout.entry
    found = []
    for offset in range(layout.dynamic_offset, layout.dynamic_offset + layout.dynamic_size, entry.size):
        tag, value = entry.unpack_from(data, offset)
        if tag == DT_NULL:
            break
        found.append((tag, value))
    return found


def _string(data: bytes, offset: int) -> str:
    end = data.index(b"\0", offset)
    return data[offset:end].decode("utf-8", "surrogateescape")


def search_paths(data: bytes) -> list[str]:
    """The RPATH and RUNPATH strings of an ELF file's bytes, in the order of its dynamic array."""
    layout = _layout(data)
    if layout is None:
        return []
    entries = _entries(data, layout)
    strtab = next((value for tag, value in entries if tag == DT_STRTAB), None)
    if strtab is None:
        return []
    base = layout.file_offset(strtab)
    return [_string(data, base + value) for tag, value in entries if tag in SEARCH_PATH_TAGS]


def is_relative(path: str) -> bool:
    """Whether every folder of a search path is relative to the file itself ($ORIGIN), hence portable."""
    return all(part.startswith(("$ORIGIN", "${ORIGIN}")) for part in path.split(":") if part)


def without_build_paths(data: bytes) -> bytes | None:
    """The file's bytes with every search-path entry naming an absolute folder removed; None if it has none.

    Raises RunpathError for an entry that mixes $ORIGIN-relative and absolute folders.
    """
    layout = _layout(data)
    if layout is None:
        return None
    entries = _entries(data, layout)
    strtab = next((value for tag, value in entries if tag == DT_STRTAB), None)
    if strtab is None:
        return None
    base = layout.file_offset(strtab)
    kept = []
    for tag, value in entries:
        if tag in SEARCH_PATH_TAGS:
            path = _string(data, base + value)
            if not is_relative(path):
                if any(part.startswith(("$ORIGIN", "${ORIGIN}")) for part in path.split(":")):
                    raise RunpathError(f"search path {path!r} mixes $ORIGIN-relative and absolute folders")
                continue
        kept.append((tag, value))
    if len(kept) == len(entries):
        return None
    entry = layout.entry
    result = bytearray(data)
    padded = kept + [(DT_NULL, 0)] * (len(entries) - len(kept) + 1)
    for index, (tag, value) in enumerate(padded):
        entry.pack_into(result, layout.dynamic_offset + index * entry.size, tag, value)
    return bytes(result)


def cleaned_binaries(binaries: list[tuple[str, str, str]], folder: Path) -> list[tuple[str, str, str]]:
    """PyInstaller's binaries list with each file that names a build-machine folder replaced by a cleaned copy
    in `folder` (the build's work folder: the originals belong to the Python installation and stay as they are).
    """
    result = []
    for name, source, kind in binaries:
        path = Path(source)
        if path.is_file():
            with path.open("rb") as stream:
                if stream.read(4) == ELF_MAGIC:
                    cleaned = without_build_paths(path.read_bytes())
                    if cleaned is not None:
                        copy = folder / name
                        copy.parent.mkdir(parents=True, exist_ok=True)
                        copy.write_bytes(cleaned)
                        copy.chmod(path.stat().st_mode & 0o777)
                        source = str(copy)
        result.append((name, source, kind))
    return result
