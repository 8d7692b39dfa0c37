"""kgchat: chat over knowledge graphs with traceable, correctable answers."""

__version__ = "0.1.0"
