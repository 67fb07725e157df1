/** Fixed lists the demo people are drawn from: common Pakistani names and places of southern Punjab. */
import type { Rng } from './random';

/** A comma-separated list, so long lists stay compact. */
const words = (list: string) => list.split(', ');

export const MALE_FIRST_NAMES = words(
  'Muhammad, Ahmed, Ali, Hassan, Hussain, Usman, Bilal, Hamza, Umar, Zain, Saad, Fahad, Imran, Kashif, Asad, Waqas, Shoaib, Adnan, Faisal, Tariq, Junaid, Haris, Talha, Abdullah, Danish, Shahzad, Naveed, Rizwan, Sohail, Arslan, Owais, Moiz, Salman, Zeeshan, Nouman, Sajid, Khurram, Irfan, Jawad, Waleed',
);

export const FEMALE_FIRST_NAMES = words(
  'Ayesha, Fatima, Zainab, Maryam, Hira, Sana, Amna, Iqra, Mahnoor, Areeba, Sadia, Rabia, Saba, Nimra, Kiran, Mehwish, Sidra, Anum, Aleena, Hafsa, Khadija, Noor, Laiba, Eman, Rimsha, Bushra, Farah, Nadia, Samina, Uzma, Javeria, Tahira, Sumaira, Mariam, Huma, Asma, Shazia, Alina, Anam, Zoya',
);

export const LAST_NAMES = words(
  'Khan, Qureshi, Malik, Sheikh, Chaudhry, Butt, Awan, Siddiqui, Hashmi, Gillani, Bukhari, Shah, Baloch, Leghari, Khosa, Dreshak, Mazari, Abbasi, Rajput, Arain, Jatoi, Gardezi, Bhatti, Ansari, Javed, Iqbal, Aslam, Rehman, Mirza, Tareen, Langah, Kanju, Dogar, Sial, Warraich, Cheema, Naqvi, Zaidi, Rana, Saleem',
);

export const CITIES = words(
  'Bahawalpur, Multan, Rahim Yar Khan, Bahawalnagar, Lodhran, Vehari, Khanewal, Dera Ghazi Khan, Muzaffargarh, Ahmadpur East, Hasilpur, Sadiqabad',
);

export const NEIGHBOURHOODS = words(
  'Model Town, Satellite Town, Shahdra, Cantt, Gulberg, Officers Colony, Islamia Colony, Farid Gate, Johar Town, Shadab Colony, Baghdad Road, Gulshan-e-Iqbal, Tibba Badar Sher',
);

export const BLOOD_GROUPS_WEIGHTED = words('B+, B+, O+, O+, A+, A+, AB+, O-, A-, B-');

export interface PersonName {
  first: string;
  last: string;
  female: boolean;
}

export function personName(rng: Rng, female = rng.chance(0.5)): PersonName {
  return {
    first: rng.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES),
    last: rng.pick(LAST_NAMES),
    female,
  };
}

/** A Pakistani mobile number as people write it: 03xx-xxxxxxx. */
export function mobile(rng: Rng): string {
  const prefix = rng.pick(['0300', '0301', '0302', '0303', '0306', '0312', '0321', '0333', '0345', '0346']);
  return `${prefix}-${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
}

export function address(rng: Rng): string {
  return `House ${rng.int(1, 250)}, Street ${rng.int(1, 30)}, ${rng.pick(NEIGHBOURHOODS)}, ${rng.pick(CITIES)}`;
}

/** A date as YYYY-MM-DD within the given years (days 1-28, so every month is valid). */
export function dateIn(rng: Rng, fromYear: number, toYear: number): string {
  const month = String(rng.int(1, 12)).padStart(2, '0');
  const day = String(rng.int(1, 28)).padStart(2, '0');
  return `${rng.int(fromYear, toYear)}-${month}-${day}`;
}

/** Emails stay unique within the seed: a repeated name gets a number. */
export function uniqueEmail(taken: Set<string>, name: PersonName, domain = 'example.edu'): string {
  const base = `${name.first}.${name.last}`.toLowerCase().replace(/[^a-z.]/g, '');
  let email = `${base}@${domain}`;
  for (let n = 2; taken.has(email); n++) email = `${base}${n}@${domain}`;
  taken.add(email);
  return email;
}
