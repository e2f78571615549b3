"""The computer players: greedy (easy) and search (medium, hard), all seeing only views.

One job per module: ``outcome`` says how good a finished game is for a side,
``playout`` plays a game out cheaply, ``candidates`` picks the moves worth
searching, ``search`` runs the determinized Monte Carlo, ``levels`` names the three
players, ``advice`` turns a search into a hint, and ``review`` judges a game's moves.
"""
