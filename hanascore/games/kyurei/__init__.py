"""Kyu-Rei Hana (九十花): its rules and words."""
