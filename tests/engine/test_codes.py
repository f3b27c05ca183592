"""The game codes' arithmetic written for MicroPython, held to what CPython's built-ins give."""

import string

from hypothesis import given
from hypothesis import strategies as st

from wordle.engine.links.codes import bit_length, code_digits, inverse_of

OLD_READING = str.maketrans(string.ascii_lowercase + "OILoil", string.ascii_uppercase + "011011")


@given(st.integers(0, 2**64).map(lambda n: 2 * n + 1), st.integers(1, 260))
def test_inverse_of_an_odd_number_is_pows(odd, bits):
    assert inverse_of(odd, bits) == pow(odd, -1, 1 << bits)


@given(st.integers(0, 2**300))
def test_bit_length_is_ints(number):
    assert bit_length(number) == number.bit_length()


@given(st.text())
def test_code_digits_read_as_translate_read(text):
    assert code_digits(text) == text.translate(OLD_READING)


def test_only_ascii_letters_change_case():
    assert code_digits("ıoil-x") == "ı011-X"
