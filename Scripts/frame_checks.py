"""What Scripts/check_apng.py and Scripts/check_gif_webp.py share: Pillow
(from the system python when this one lacks it), failing with the script's
name, and a folder's frame-NNN.png files in name order."""
import os
import re
import sys

NAME = os.path.splitext(os.path.basename(sys.argv[0]))[0]


def require_pillow():
    """Returns when `import PIL.Image` works; otherwise runs the script again
    with the system python (pyenv's or a virtualenv's may lack Debian's
    python3-pil), or stops saying how to install it."""
    try:
        import PIL.Image  # noqa: F401
    except ImportError:
        if os.path.exists("/usr/bin/python3") and os.path.realpath(sys.executable) != os.path.realpath(
            "/usr/bin/python3"
        ):
            os.execv("/usr/bin/python3", ["/usr/bin/python3"] + sys.argv)
        sys.exit(f"{NAME}: Pillow is missing (apt-get install python3-pil, or pip install Pillow)")


def fail(message):
    print(f"{NAME}: {message}", file=sys.stderr)
    sys.exit(1)


def frame_files(directory):
    try:
        names = sorted(name for name in os.listdir(directory) if re.fullmatch(r"frame-\d+\.png", name))
    except OSError as error:
        fail(f"cannot list {directory}: {error.strerror}")
    if not names:
        fail(f"{directory} holds no frame-NNN.png files")
    return [os.path.join(directory, name) for name in names]
