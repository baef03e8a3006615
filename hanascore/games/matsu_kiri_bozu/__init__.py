"""Matsu-Kiri-Bozu (松桐坊主): its rules and words."""
