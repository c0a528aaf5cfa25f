/** Common first and last names per country (COUNTRIES codes), in Latin script, for demo owners and renters. */

// Multi-word surnames are written with underscores so that one space separates names.
const list = (names: string) => names.split(' ').map((name) => name.replaceAll('_', ' '));

export const FIRST_NAMES: Record<string, string[]> = {
  FR: list(
    'Camille Louis Chloé Hugo Léa Jules Manon Lucas Inès Arthur Juliette Gabriel Sarah Raphaël Émilie Antoine Claire Nicolas Margaux Thomas',
  ),
  IT: list(
    'Giulia Marco Francesca Alessandro Chiara Lorenzo Sofia Matteo Martina Andrea Elena Luca Valentina Davide Sara Giovanni Alessia Federico Aurora Simone',
  ),
  ES: list(
    'Lucía Pablo María Alejandro Paula Javier Carmen Daniel Elena Sergio Laura Álvaro Marta Diego Ana Adrián Sofía Manuel Irene Carlos',
  ),
  GR: list(
    'Maria Giorgos Eleni Dimitris Katerina Nikos Sofia Kostas Ioanna Yannis Anna Panagiotis Christina Vasilis Despina Michalis Georgia Stavros Angeliki Alexandros',
  ),
  HR: list(
    'Ivana Luka Ana Marko Petra Ivan Marija Josip Lucija Tomislav Maja Ante Katarina Filip Nika Mateo Iva Domagoj Sara Dario',
  ),
  PT: list(
    'Beatriz João Mariana Tiago Inês Rodrigo Ana Francisco Leonor Diogo Carolina Miguel Marta Rui Catarina Pedro Sofia Duarte Joana Gonçalo',
  ),
  DE: list(
    'Anna Lukas Lena Felix Laura Jonas Sophie Maximilian Hannah Leon Julia Paul Katharina Jan Marie Tobias Clara Florian Johanna Niklas',
  ),
  NL: list(
    'Emma Daan Sanne Bram Lotte Sem Fleur Lars Anouk Thijs Eva Ruben Iris Jesse Femke Stijn Noor Joris Lieke Koen',
  ),
  GB: list(
    'Olivia Oliver Amelia Harry Isla George Emily Jack Charlotte James Sophie William Grace Thomas Lucy Henry Alice Charlie Hannah Edward',
  ),
  SE: list(
    'Elsa Erik Maja Oscar Astrid Lucas Ebba William Alva Hugo Wilma Axel Saga Karl Freja Anton Ingrid Gustav Linnea Nils',
  ),
  PL: list(
    'Zuzanna Jakub Julia Kacper Maja Szymon Zofia Jan Hanna Filip Aleksandra Mateusz Natalia Bartosz Wiktoria Michał Agnieszka Piotr Magdalena Tomasz',
  ),
  TR: list(
    'Zeynep Mehmet Elif Mustafa Ayşe Ahmet Defne Emre Selin Can Ece Burak Derya Kerem Irmak Murat Deniz Oğuz Merve Cem',
  ),
  US: list(
    'Emily Michael Madison Ethan Olivia Jacob Ava Tyler Abigail Ryan Hailey Matthew Ashley Brandon Samantha Austin Megan Logan Taylor Dylan',
  ),
  MT: list(
    'Maria Luke Martina Matthew Gabriella Jake Julia Nicholas Nicole Daniel Rebecca Kyle Francesca Andrew Elena Christian Sarah Jean Claire Mark',
  ),
  ME: list(
    'Milica Marko Jelena Nikola Ana Stefan Ivana Luka Sara Petar Jovana Aleksa Teodora Filip Maša Vuk Andrea Danilo Nina Balša',
  ),
};

export const LAST_NAMES: Record<string, string[]> = {
  FR: list(
    'Martin Bernard Dubois Thomas Robert Richard Petit Durand Leroy Moreau Simon Laurent Lefebvre Michel Garcia David Bertrand Roux Vincent Fournier',
  ),
  IT: list(
    'Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti De_Luca Costa Giordano Mancini Rizzo Lombardi Moretti',
  ),
  ES: list(
    'García Fernández González Rodríguez López Martínez Sánchez Pérez Gómez Martín Jiménez Ruiz Hernández Díaz Moreno Álvarez Romero Navarro Torres Domínguez',
  ),
  GR: list(
    'Papadopoulos Georgiou Nikolaidis Dimitriou Konstantinou Ioannidis Papanikolaou Vlachos Karagiannis Oikonomou Christodoulou Alexiou Makris Pappas Antoniou Spanos Zervas Lambrou Kyriakou Theodorou',
  ),
  HR: list(
    'Horvat Kovačević Babić Marić Jurić Novak Kovačić Knežević Vuković Marković Petrović Matić Tomić Pavlović Kovač Božić Blažević Grgić Pavić Radić',
  ),
  PT: list(
    'Silva Santos Ferreira Pereira Oliveira Costa Rodrigues Martins Jesus Sousa Fernandes Gonçalves Gomes Lopes Marques Alves Almeida Ribeiro Pinto Carvalho',
  ),
  DE: list(
    'Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Koch Richter Klein Wolf Schröder Neumann Schwarz Braun Zimmermann Krüger',
  ),
  NL: list(
    'De_Jong Jansen De_Vries Van_den_Berg Van_Dijk Bakker Janssen Visser Smit Meijer De_Boer Mulder De_Groot Bos Vos Peters Hendriks Van_Leeuwen Dekker Brouwer',
  ),
  GB: list(
    'Smith Jones Taylor Brown Williams Wilson Johnson Davies Robinson Wright Thompson Evans Walker White Roberts Green Hall Wood Jackson Clarke',
  ),
  SE: list(
    'Andersson Johansson Karlsson Nilsson Eriksson Larsson Olsson Persson Svensson Gustafsson Pettersson Jonsson Jansson Hansson Bengtsson Lindberg Lindström Lindqvist Berg Lundgren',
  ),
  PL: list(
    'Nowak Kowalski Wiśniewski Wójcik Kowalczyk Kamiński Lewandowski Zieliński Szymański Woźniak Dąbrowski Kozłowski Jankowski Mazur Kwiatkowski Krawczyk Piotrowski Grabowski Pawłowski Michalski',
  ),
  TR: list(
    'Yılmaz Kaya Demir Şahin Çelik Yıldız Yıldırım Öztürk Aydın Özdemir Arslan Doğan Kılıç Aslan Çetin Kara Koç Kurt Özkan Şimşek',
  ),
  US: list(
    'Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor Thomas Moore Jackson Martin Lee Thompson White Harris Clark Lewis',
  ),
  MT: list(
    'Borg Camilleri Vella Farrugia Zammit Galea Micallef Grech Attard Spiteri Azzopardi Mifsud Agius Caruana Pace Fenech Debono Cassar Sammut Abela',
  ),
  ME: list(
    'Popović Vujović Radović Vukčević Đurović Bulatović Jovanović Nikolić Perović Marković Ivanović Kovačević Vučinić Mijušković Šćepanović Lakić Knežević Pavićević Raičković Bojović',
  ),
};
