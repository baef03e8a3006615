"""hanascore: settle hanafuda scores for Mushi, Sakura, Kyu-Rei Hana, Matsu-Kiri-Bozu and Musashino-bana."""

__version__ = "0.1.0"
