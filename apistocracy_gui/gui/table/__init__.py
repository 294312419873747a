"""The table frame the Season and whist scenes share (issue 37, item 1).

Each part owns one job of the frame around the boards: the top bar's buttons
(`top_buttons`), the pace at which a computer's move is shown (`pacer`), and the caption
ribbon that says what is moving (`ribbon`). The refusal note (`board/refusal.py`), End turn
with the hand-over (`hotseat.EndTurn`) and the motion queue (`board/motion.py`) are parts of
the same frame that were already on their own. A scene composes them and keeps only what is
its own: the boards and mats, or the whist table.
"""
