const lines = (text: string) => text.split('\n').filter(Boolean);

/**
 * Major military installations and federal campuses, one 'Name;ST;City' a line (public facts,
 * compiled by hand from the services' and agencies' own names; current and former names both
 * listed; the city is left empty where the installation is its own place).
 */
const INSTALLATION_LINES = `
Fort Liberty;NC;Fayetteville
Fort Bragg;NC;Fayetteville
Fort Cavazos;TX;Killeen
Fort Hood;TX;Killeen
Fort Meade;MD;
Fort George G. Meade;MD;
Fort Belvoir;VA;
Fort Detrick;MD;Frederick
Fort Campbell;KY;
Fort Carson;CO;Colorado Springs
Fort Bliss;TX;El Paso
Fort Stewart;GA;
Fort Moore;GA;Columbus
Fort Benning;GA;Columbus
Fort Eisenhower;GA;Augusta
Fort Gordon;GA;Augusta
Fort Jackson;SC;Columbia
Fort Knox;KY;
Fort Leavenworth;KS;
Fort Riley;KS;
Fort Sill;OK;Lawton
Fort Drum;NY;
Fort Huachuca;AZ;Sierra Vista
Fort Irwin;CA;
Fort Gregg-Adams;VA;
Fort Lee;VA;
Fort Eustis;VA;Newport News
Fort Johnson;LA;
Fort Polk;LA;
Fort Novosel;AL;
Fort Rucker;AL;
Fort Wainwright;AK;Fairbanks
Fort Leonard Wood;MO;
Fort Hamilton;NY;Brooklyn
Fort Myer;VA;Arlington
Fort McCoy;WI;
Fort Dix;NJ;
Fort Buchanan;PR;
Fort Shafter;HI;Honolulu
Fort Walker;VA;
Fort A.P. Hill;VA;
Fort Barfoot;VA;
Fort Pickett;VA;
Fort Greely;AK;
Fort Indiantown Gap;PA;
Schofield Barracks;HI;
Carlisle Barracks;PA;Carlisle
West Point;NY;
Joint Base Lewis-McChord;WA;Tacoma
Joint Base Andrews;MD;
Joint Base Anacostia-Bolling;DC;Washington
Joint Base Myer-Henderson Hall;VA;Arlington
Joint Base Langley-Eustis;VA;Hampton
Joint Base San Antonio;TX;San Antonio
Joint Base Pearl Harbor-Hickam;HI;Honolulu
Joint Base Elmendorf-Richardson;AK;Anchorage
Joint Base Charleston;SC;Charleston
Joint Base McGuire-Dix-Lakehurst;NJ;
Joint Base Cape Cod;MA;
Redstone Arsenal;AL;Huntsville
Aberdeen Proving Ground;MD;Aberdeen
Picatinny Arsenal;NJ;
Rock Island Arsenal;IL;Rock Island
White Sands Missile Range;NM;
Dugway Proving Ground;UT;
Yuma Proving Ground;AZ;Yuma
Tobyhanna Army Depot;PA;
Anniston Army Depot;AL;Anniston
Red River Army Depot;TX;Texarkana
Letterkenny Army Depot;PA;Chambersburg
Naval Station Norfolk;VA;Norfolk
Naval Station Mayport;FL;Jacksonville
Naval Station Great Lakes;IL;Great Lakes
Naval Station Everett;WA;Everett
Naval Station Newport;RI;Newport
Naval Air Station Pensacola;FL;Pensacola
Naval Air Station Jacksonville;FL;Jacksonville
Naval Air Station Patuxent River;MD;Patuxent River
Naval Air Station Oceana;VA;Virginia Beach
Naval Air Station Whidbey Island;WA;Oak Harbor
Naval Air Station Corpus Christi;TX;Corpus Christi
Naval Air Station Lemoore;CA;Lemoore
Naval Air Station Fallon;NV;Fallon
Naval Air Station Key West;FL;Key West
Naval Air Station Meridian;MS;Meridian
Naval Air Station Kingsville;TX;Kingsville
Naval Air Station Whiting Field;FL;Milton
Naval Base San Diego;CA;San Diego
Naval Base Coronado;CA;Coronado
Naval Base Kitsap;WA;Bremerton
Naval Base Ventura County;CA;Port Hueneme
Naval Base Point Loma;CA;San Diego
Naval Submarine Base Kings Bay;GA;Kings Bay
Naval Submarine Base New London;CT;Groton
Naval Support Activity Bethesda;MD;Bethesda
Naval Support Activity Mechanicsburg;PA;Mechanicsburg
Naval Support Activity Philadelphia;PA;Philadelphia
Naval Support Activity Hampton Roads;VA;Norfolk
Naval Support Facility Dahlgren;VA;Dahlgren
Naval Surface Warfare Center Dahlgren;VA;Dahlgren
NSWC Dahlgren;VA;Dahlgren
Naval Surface Warfare Center Carderock;MD;Bethesda
Naval Surface Warfare Center Crane;IN;Crane
Naval Surface Warfare Center Indian Head;MD;Indian Head
Naval Surface Warfare Center Panama City;FL;Panama City
Naval Surface Warfare Center Port Hueneme;CA;Port Hueneme
Naval Weapons Station Yorktown;VA;Yorktown
Naval Weapons Station Earle;NJ;Colts Neck
Norfolk Naval Shipyard;VA;Portsmouth
Puget Sound Naval Shipyard;WA;Bremerton
Portsmouth Naval Shipyard;ME;Kittery
Pearl Harbor Naval Shipyard;HI;Honolulu
Washington Navy Yard;DC;Washington
Naval Research Laboratory;DC;Washington
Marine Corps Base Camp Lejeune;NC;Jacksonville
Camp Lejeune;NC;Jacksonville
Marine Corps Base Camp Pendleton;CA;Oceanside
Camp Pendleton;CA;Oceanside
Marine Corps Base Quantico;VA;Quantico
Marine Corps Air Station Cherry Point;NC;Havelock
Marine Corps Air Station Miramar;CA;San Diego
Marine Corps Air Station Yuma;AZ;Yuma
Marine Corps Air Station Beaufort;SC;Beaufort
Marine Corps Air Station New River;NC;Jacksonville
Marine Corps Recruit Depot Parris Island;SC;Parris Island
Marine Corps Recruit Depot San Diego;CA;San Diego
Marine Corps Logistics Base Albany;GA;Albany
Marine Corps Logistics Base Barstow;CA;Barstow
Marine Corps Air Ground Combat Center Twentynine Palms;CA;Twentynine Palms
Camp Mabry;TX;Austin
Camp Atterbury;IN;
Camp Shelby;MS;Hattiesburg
Camp Blanding;FL;Starke
Camp Dodge;IA;Johnston
Camp Ripley;MN;Little Falls
Camp Grayling;MI;Grayling
Camp Williams;UT;Bluffdale
Camp Roberts;CA;
Camp H. M. Smith;HI;Honolulu
Wright-Patterson Air Force Base;OH;Dayton
Eglin Air Force Base;FL;Valparaiso
Hurlburt Field;FL;Mary Esther
MacDill Air Force Base;FL;Tampa
Tyndall Air Force Base;FL;Panama City
Patrick Space Force Base;FL;Cocoa Beach
Cape Canaveral Space Force Station;FL;Cape Canaveral
Robins Air Force Base;GA;Warner Robins
Moody Air Force Base;GA;Valdosta
Maxwell Air Force Base;AL;Montgomery
Keesler Air Force Base;MS;Biloxi
Columbus Air Force Base;MS;Columbus
Barksdale Air Force Base;LA;Bossier City
Tinker Air Force Base;OK;Oklahoma City
Vance Air Force Base;OK;Enid
Altus Air Force Base;OK;Altus
Sheppard Air Force Base;TX;Wichita Falls
Dyess Air Force Base;TX;Abilene
Goodfellow Air Force Base;TX;San Angelo
Laughlin Air Force Base;TX;Del Rio
Lackland Air Force Base;TX;San Antonio
Randolph Air Force Base;TX;Universal City
Kirtland Air Force Base;NM;Albuquerque
Holloman Air Force Base;NM;Alamogordo
Cannon Air Force Base;NM;Clovis
Davis-Monthan Air Force Base;AZ;Tucson
Luke Air Force Base;AZ;Glendale
Nellis Air Force Base;NV;Las Vegas
Creech Air Force Base;NV;Indian Springs
Edwards Air Force Base;CA;Edwards
Vandenberg Space Force Base;CA;Lompoc
Travis Air Force Base;CA;Fairfield
Beale Air Force Base;CA;Marysville
Los Angeles Air Force Base;CA;El Segundo
Hill Air Force Base;UT;Ogden
Mountain Home Air Force Base;ID;Mountain Home
Malmstrom Air Force Base;MT;Great Falls
Minot Air Force Base;ND;Minot
Grand Forks Air Force Base;ND;Grand Forks
Ellsworth Air Force Base;SD;Rapid City
Offutt Air Force Base;NE;Bellevue
Whiteman Air Force Base;MO;Knob Noster
Scott Air Force Base;IL;Belleville
McConnell Air Force Base;KS;Wichita
F. E. Warren Air Force Base;WY;Cheyenne
Peterson Space Force Base;CO;Colorado Springs
Schriever Space Force Base;CO;Colorado Springs
Buckley Space Force Base;CO;Aurora
United States Air Force Academy;CO;Colorado Springs
Fairchild Air Force Base;WA;Spokane
Eielson Air Force Base;AK;Fairbanks
Dover Air Force Base;DE;Dover
Seymour Johnson Air Force Base;NC;Goldsboro
Shaw Air Force Base;SC;Sumter
Hanscom Air Force Base;MA;Bedford
Arnold Air Force Base;TN;Tullahoma
Little Rock Air Force Base;AR;Jacksonville
Pope Army Airfield;NC;Fayetteville
Coast Guard Yard;MD;Baltimore
Training Center Cape May;NJ;Cape May
Training Center Yorktown;VA;Yorktown
Coast Guard Academy;CT;New London
Pentagon;VA;Arlington
Mark Center;VA;Alexandria
Suitland Federal Center;MD;Suitland
Denver Federal Center;CO;Lakewood
St. Elizabeths;DC;Washington
Federal Law Enforcement Training Centers;GA;Glynco
National Institutes of Health;MD;Bethesda
NIH Bethesda;MD;Bethesda
Research Triangle Park;NC;
Centers for Disease Control and Prevention;GA;Atlanta
FDA White Oak;MD;Silver Spring
Goddard Space Flight Center;MD;Greenbelt
Johnson Space Center;TX;Houston
Kennedy Space Center;FL;
Marshall Space Flight Center;AL;Huntsville
Langley Research Center;VA;Hampton
Ames Research Center;CA;Moffett Field
Glenn Research Center;OH;Cleveland
Jet Propulsion Laboratory;CA;Pasadena
Stennis Space Center;MS;
Wallops Flight Facility;VA;Wallops Island
Oak Ridge National Laboratory;TN;Oak Ridge
Los Alamos National Laboratory;NM;Los Alamos
Sandia National Laboratories;NM;Albuquerque
Lawrence Livermore National Laboratory;CA;Livermore
Argonne National Laboratory;IL;Lemont
Brookhaven National Laboratory;NY;Upton
Idaho National Laboratory;ID;Idaho Falls
Hanford Site;WA;Richland
Savannah River Site;SC;Aiken
Pantex Plant;TX;Amarillo
Y-12 National Security Complex;TN;Oak Ridge
National Renewable Energy Laboratory;CO;Golden
Pacific Northwest National Laboratory;WA;Richland
Fermi National Accelerator Laboratory;IL;Batavia
Army Research Laboratory;MD;Adelphi
Walter Reed National Military Medical Center;MD;Bethesda
NIST Gaithersburg;MD;Gaithersburg`;

/** [name, state, city] of every installation and campus. */
export const INSTALLATIONS: readonly { name: string; state: string; city?: string }[] = lines(
  INSTALLATION_LINES,
).map((l) => {
  const [name = '', state = '', city = ''] = l.split(';');
  return city ? { name, state, city } : { name, state };
});
