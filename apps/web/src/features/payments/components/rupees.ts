/** An amount in rupees as Indians write it: ₹1,500, ₹1,00,000. */
export const rupees = (amount: number) => `₹${new Intl.NumberFormat('en-IN').format(amount)}`;
