"""scorpion-a11y: Scorpion solitaire for blind and low-vision players."""

__version__ = "0.1.0"
